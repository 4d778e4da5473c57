import { stem } from "./text";

// A small civic vocabulary per common kind of motion page. A page's name and description decide which
// kinds it is (its "field"); a motion that uses the field's words is on topic even when it does not repeat
// the description's exact words ("tram" on a transit page), and a motion made of another field's words
// reads as a matter for another page. Fixed lists, so the result stays explainable. `sites` and `people`
// fit the explanation's tips to the page's subject ("which routes or stops", not "which schools").

type Field = { label: string; triggers: string; terms: string; sites: string; people: string };

const FIELDS: Record<string, Field> = {
  transit: {
    label: "public transit",
    triggers: "transit bus rail metro tram ferry subway rider",
    terms: `bus route stop station tram train rail metro subway ferry fare rider ridership commute commuter transfer
      schedule timetable frequency frequent driver depot platform elevator shuttle ticket shelter line transit
      wheelchair arrival paratransit accessibility bench contactless`,
    sites: "routes or stops",
    people: "riders",
  },
  streets: {
    label: "streets and mobility",
    triggers: "street road traffic mobility sidewalk pothole bike",
    terms: `street road lane bike bicycle cycling cyclist sidewalk crosswalk crossing pedestrian traffic signal
      intersection pothole paving speed speeding parking snow curb crash junction rack scooter boulevard avenue
      car streetlight suspension`,
    sites: "streets or intersections",
    people: "residents",
  },
  parks: {
    label: "parks and recreation",
    triggers: "park recreation playground pool trail",
    terms: `park playground pool tree green garden trail recreation field court lawn dog bench shade canopy
      restroom lifeguard sport basketball picnic nature forest swing slide camp league swim fountain path`,
    sites: "parks or facilities",
    people: "park users",
  },
  housing: {
    label: "housing",
    triggers: "housing tenant rent apartment voucher landlord",
    terms: `housing home apartment tenant rent landlord eviction voucher affordable repair mold heating heat
      elevator lease homeless building development unit land income household tower maintenance laundry
      hallway lobby stairwell leak waitlist applicant security camera`,
    sites: "buildings or developments",
    people: "tenants",
  },
  schools: {
    label: "schools and education",
    triggers: "school student education teacher pupil",
    terms: `school student teacher classroom class pupil education curriculum principal grade kindergarten
      homework lunch breakfast tutoring nurse counselor attendance graduation exam superintendent teen
      teenager child kid music art learning recess elementary liaison parent`,
    sites: "schools or grades",
    people: "students and families",
  },
  fire: {
    label: "fire and emergency services",
    triggers: "fire rescue emergency ambulance firefighter",
    terms: `fire firefighter rescue ambulance paramedic emergency 911 response smoke alarm detector carbon
      monoxide hazard cpr evacuation hydrant inspection crisis medical burn`,
    sites: "stations or neighborhoods",
    people: "residents",
  },
  library: {
    label: "libraries",
    triggers: "library librarian book lend",
    terms: `library branch book librarian lend borrow card reading study laptop hotspot wifi internet computer
      fine literacy homework novel copy waitlist ebook`,
    sites: "branches or services",
    people: "library users",
  },
  government: {
    label: "city government",
    triggers: "mayor council government ordinance executive administration",
    terms: `mayor council budget ordinance department commissioner policy transparency contract procurement
      election participatory accountability lobbyist 311 tax audit inspector ethics spending district
      meeting ward zoning property`,
    sites: "streets, blocks or services",
    people: "residents",
  },
  safety: {
    label: "policing and public safety",
    triggers: "police policing crime sheriff",
    terms: "police officer patrol crime violence 911 noise enforcement theft",
    sites: "blocks or neighborhoods",
    people: "residents",
  },
  environment: {
    label: "environment and sanitation",
    triggers: "environment sanitation waste recycling climate",
    terms: "waste recycling trash garbage compost litter climate emission pollution air energy solar",
    sites: "sites or neighborhoods",
    people: "residents",
  },
  water: {
    label: "water and sewer service",
    triggers: "water sewer utility",
    terms: `water sewer pipe leak meter bill drinking fountain drain drainage stormwater flood main pressure tap
      hydrant outage boil wastewater`,
    sites: "streets or neighborhoods",
    people: "customers",
  },
};

export type FieldInfo = { key: string; label: string; sites: string; people: string; triggers: Set<string>; terms: Set<string> };

const stems = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(stem));

/** Every word of every field, as written: the vocabulary a typo is corrected towards (typos.ts). */
export const FIELD_WORDS = new Set(Object.values(FIELDS).flatMap((f) => `${f.triggers} ${f.terms}`.split(/\s+/).filter(Boolean)));

export const FIELD_LIST: FieldInfo[] = Object.entries(FIELDS).map(([key, f]) => ({
  key,
  label: f.label,
  sites: f.sites,
  people: f.people,
  triggers: stems(f.triggers),
  terms: stems(`${f.triggers} ${f.terms}`),
}));
