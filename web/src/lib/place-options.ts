import type { Jurisdiction } from "./jurisdiction-tree";

// The nation's tree (lib/jurisdiction-tree.ts) as choices: grouped by region for the city chooser and the place
// selects (All Motions' filter, the national view's, the account's home city).

/** A region with the cities (and their districts) below it, in the tree's order (by name). */
export type RegionGroup = { region: Jurisdiction; places: Jurisdiction[] };

/**
 * The tree as a chooser shows it: the nation, then each region with its cities and districts under it, each
 * district right after its city. A city whose region is missing (an inconsistent tree) is left out rather
 * than shown under the wrong heading.
 */
export function groupByRegion(all: readonly Jurisdiction[]) {
  const nation = all.find((place) => place.kind === "nation") ?? null;
  const regions: RegionGroup[] = all.filter((place) => place.kind === "region").map((region) => ({ region, places: [] }));
  const cities = all.filter((place) => place.kind === "city");
  for (const group of regions) {
    for (const city of cities.filter((c) => c.parentId === group.region._id)) {
      group.places.push(city, ...all.filter((place) => place.kind === "district" && place.parentId === city._id));
    }
  }
  return { nation, regions };
}

/** One choice of a place select: its slug (the value) and the words shown for it. */
type PlaceOption = { value: string; label: string };
export type PlaceOptionGroup = { label: string; options: PlaceOption[] };

const districtLabel = (place: Jurisdiction) => (place.kind === "district" ? `– ${place.name}` : place.name);

/**
 * A place select's groups, one per region: the region itself as its first choice when `regions` (a whole
 * region is a scope too), then its cities and their districts; only the regions under `within` (a region's
 * slug) when given.
 */
export function placeOptionGroups(all: readonly Jurisdiction[], { regions = false, within }: { regions?: boolean; within?: string } = {}) {
  return groupByRegion(all)
    .regions.filter((group) => !within || group.region.slug === within)
    .map(
      (group): PlaceOptionGroup => ({
        label: group.region.name,
        options: [
          ...(regions ? [{ value: group.region.slug, label: `All of ${group.region.name}` }] : []),
          ...group.places.map((place) => ({ value: place.slug, label: districtLabel(place) })),
        ],
      }),
    )
    .filter((group) => group.options.length > 0);
}
