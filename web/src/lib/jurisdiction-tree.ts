import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "./api";

// The nation's tree (GET /api/jurisdictions): every region, city and district, the nation first. One cached
// list for every screen that offers a choice of place: the city chooser, the account's home city, the
// jurisdiction filter of All Motions and the national view's filters. The Worker caches it for five minutes.
// The choices built from it are in
// place-options.ts; reading a place from an address is place-slug.ts, which every page's first download holds.

export type Jurisdiction = InferResponseType<typeof api.jurisdictions.$get, 200>["jurisdictions"][number];

export const jurisdictionTreeQuery = () =>
  queryOptions({
    queryKey: ["jurisdictions", "tree"] as const,
    queryFn: async () => (await unwrap(api.jurisdictions.$get())).jurisdictions,
    staleTime: 5 * 60_000,
  });

export const useJurisdictionTree = () => useQuery(jurisdictionTreeQuery());
