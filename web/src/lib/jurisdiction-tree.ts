import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "./api";

// The nation's tree (GET /api/jurisdictions): every region, city and district, the nation first. One cached
// list for every screen that offers a choice of place: the city chooser, the account's home city, the
// jurisdiction filter of All Motions and the national view's filters. The Worker caches it for five minutes.
// Part of the first download (route loaders prefetch it, All Motions reads its address with placeSlug): the
// choices built from it are in place-options.ts, loaded with the screens that offer them.

export type Jurisdiction = InferResponseType<typeof api.jurisdictions.$get, 200>["jurisdictions"][number];

export const jurisdictionTreeQuery = () =>
  queryOptions({
    queryKey: ["jurisdictions", "tree"] as const,
    queryFn: async () => (await unwrap(api.jurisdictions.$get())).jurisdictions,
    staleTime: 5 * 60_000,
  });

export const useJurisdictionTree = () => useQuery(jurisdictionTreeQuery());

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
