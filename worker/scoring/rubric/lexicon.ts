import { stem } from "./text";

// A small civic vocabulary per common kind of motion page. A page's name and description decide which
// kinds it is (its "field"); a motion that uses the field's words is on topic even when it does not repeat
// the description's exact words ("tram" on a transit page). Fixed lists, so the result stays explainable.

type Field = { label: string; triggers: string[]; terms: string[] };

const FIELDS: Record<string, Field> = {
  transit: {
    label: "public transit",
    triggers: ["transit", "bus", "rail", "metro", "tram", "ferry", "subway", "rider"],
    terms: ["bus", "route", "stop", "station", "tram", "train", "rail", "metro", "subway", "ferry", "fare", "rider",
      "ridership", "commute", "commuter", "transfer", "schedule", "timetable", "frequency", "frequent", "driver",
      "depot", "platform", "elevator", "shuttle", "ticket", "shelter", "line", "transit", "wheelchair", "arrival"],
  },
  streets: {
    label: "streets and mobility",
    triggers: ["street", "road", "traffic", "mobility", "sidewalk", "pothole", "bike"],
    terms: ["street", "road", "lane", "bike", "bicycle", "cycling", "cyclist", "sidewalk", "crosswalk", "crossing",
      "pedestrian", "traffic", "signal", "intersection", "pothole", "paving", "speed", "parking", "snow", "curb",
      "crash", "junction", "rack", "scooter", "driver", "boulevard", "avenue", "walking", "light"],
  },
  parks: {
    label: "parks and recreation",
    triggers: ["park", "recreation", "playground", "pool", "trail"],
    terms: ["park", "playground", "pool", "tree", "green", "garden", "trail", "recreation", "field", "court", "lawn",
      "dog", "bench", "shade", "canopy", "restroom", "lifeguard", "sport", "basketball", "picnic", "nature",
      "forest", "lot", "summer", "youth"],
  },
  housing: {
    label: "housing",
    triggers: ["housing", "tenant", "rent", "apartment", "voucher", "landlord"],
    terms: ["housing", "home", "apartment", "tenant", "rent", "landlord", "eviction", "voucher", "affordable",
      "repair", "mold", "heating", "elevator", "lease", "homeless", "building", "development", "unit", "lot",
      "land", "income", "household", "tower", "maintenance"],
  },
  schools: {
    label: "schools and education",
    triggers: ["school", "student", "education", "teacher", "pupil"],
    terms: ["school", "student", "teacher", "classroom", "class", "pupil", "education", "curriculum", "principal",
      "grade", "kindergarten", "homework", "lunch", "breakfast", "tutoring", "nurse", "counselor", "attendance",
      "graduation", "exam", "superintendent", "teen", "child", "music", "art", "learning"],
  },
  fire: {
    label: "fire and emergency services",
    triggers: ["fire", "rescue", "emergency", "ambulance", "firefighter"],
    terms: ["fire", "firefighter", "rescue", "ambulance", "paramedic", "emergency", "911", "response", "station",
      "smoke", "alarm", "detector", "carbon", "monoxide", "hazard", "cpr", "evacuation", "hydrant", "inspection",
      "crisis", "medical", "heat", "cooling", "safety", "burn"],
  },
  library: {
    label: "libraries",
    triggers: ["library", "librarian", "book", "lend"],
    terms: ["library", "branch", "book", "librarian", "lend", "borrow", "card", "reading", "study", "laptop",
      "hotspot", "wifi", "internet", "computer", "fine", "literacy", "homework", "room", "sunday", "hours", "tool"],
  },
  government: {
    label: "city government",
    triggers: ["mayor", "council", "government", "ordinance", "executive", "administration"],
    terms: ["mayor", "council", "budget", "ordinance", "department", "commissioner", "policy", "transparency",
      "contract", "procurement", "town hall", "election", "participatory", "accountability", "lobbyist", "data",
      "311", "tax", "audit", "inspector", "ethics", "capital", "spending", "district", "meeting", "calendar",
      "resilience", "flood"],
  },
  safety: {
    label: "policing and public safety",
    triggers: ["police", "policing", "crime", "sheriff"],
    terms: ["police", "officer", "patrol", "crime", "violence", "safety", "911", "noise", "enforcement", "theft"],
  },
  environment: {
    label: "environment and sanitation",
    triggers: ["environment", "sanitation", "waste", "recycling", "climate", "water"],
    terms: ["waste", "recycling", "trash", "garbage", "compost", "litter", "climate", "emission", "pollution", "air",
      "water", "flood", "energy", "solar", "tree", "heat"],
  },
};

const stemmed = Object.entries(FIELDS).map(([key, f]) => ({
  key,
  label: f.label,
  triggers: new Set(f.triggers.map(stem)),
  terms: new Set(f.terms.flatMap((t) => t.split(" ")).map(stem)),
}));

export type PageField = { label: string; terms: Set<string> };

/**
 * The fields a page belongs to: one trigger word in its name, or two distinct ones in its description
 * (a single passing mention, like "flood" on a mayor's page, does not make it an environment page).
 */
export const pageFields = (nameStems: Set<string>, descriptionStems: Set<string>): PageField[] =>
  stemmed.filter((f) => {
    let inDescription = 0;
    for (const t of f.triggers) {
      if (nameStems.has(t)) return true;
      if (descriptionStems.has(t)) inDescription++;
    }
    return inDescription >= 2;
  });
