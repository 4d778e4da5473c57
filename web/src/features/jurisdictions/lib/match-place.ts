import type { RegionGroup } from "../../../lib/place-options";

// Finding a city by name as people type it: any case, with or without accents ("sao" finds "São Tomé").

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();

/**
 * The regions and places whose names contain `term`: a place by its own name, or every place of a region whose
 * name matches. Regions left with no place drop out; a blank term keeps everything.
 */
export function matchPlaces(groups: RegionGroup[], term: string): RegionGroup[] {
  const wanted = folded(term.trim());
  if (!wanted) return groups;
  return groups
    .map((group) => (folded(group.region.name).includes(wanted) ? group : { ...group, places: group.places.filter((place) => folded(place.name).includes(wanted)) }))
    .filter((group) => group.places.length > 0);
}
