import { KIND_LABELS, type JurisdictionKind } from "@contract/jurisdictions";

// The words a jurisdiction's screens use about it, in one place: its head, its sections, its empty lists.

type Place = { name: string; kind: JurisdictionKind };

/** A city or a district: a place with pages of its own, shown as a city's home. */
export const isCityHome = (place: { kind: JurisdictionKind }) => place.kind === "city" || place.kind === "district";

/** "City", "Region", "Nation", "District", as the eyebrow above the name. */
export const kindLabel = (place: { kind: JurisdictionKind }) => KIND_LABELS[place.kind];

/** The head of /{jurisdiction}: the place's name, and what its screen offers. */
export function jurisdictionHead(place: Place, parent?: { name: string }) {
  const where = parent ? `${place.name}, ${parent.name}` : place.name;
  const description = isCityHome(place)
    ? `What people in ${where} are proposing on Plaza: the city's motion pages, its trending motions and its latest answers.`
    : `Trending motions across ${where} on Plaza, filtered by ${place.kind === "nation" ? "region and city" : "city"}, and the cities that answer most.`;
  return { title: place.name, description };
}

const counts = new Intl.NumberFormat("en-US");

/** "1,204" */
export const formatCount = (value: number) => counts.format(value);
