import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "./api";

// The nation's tree (GET /api/jurisdictions): every region, city and district, the nation first. One cached
// list for every screen that offers a choice of place: the city chooser, the account's home city, the
// jurisdiction filter of All Motions and the national view's filters. The Worker caches it for five minutes.

export type Jurisdiction = InferResponseType<typeof api.jurisdictions.$get, 200>["jurisdictions"][number];

export const jurisdictionTreeQuery = () =>
  queryOptions({
    queryKey: ["jurisdictions", "tree"] as const,
    queryFn: async () => (await unwrap(api.jurisdictions.$get())).jurisdictions,
    staleTime: 5 * 60_000,
  });

export const useJurisdictionTree = () => useQuery(jurisdictionTreeQuery());

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

/**
 * A jurisdiction slug from a URL's search (`?jurisdiction=rivermouth`): trimmed and lower-case, or undefined.
 * Not checked against the contract's pattern here (that would bring the validator into the first download):
 * the Worker answers a slug that names nothing with 400 or 404, which the list shows.
 */
export function placeSlug(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const slug = value.trim().toLowerCase().slice(0, 60);
  return slug || undefined;
}
