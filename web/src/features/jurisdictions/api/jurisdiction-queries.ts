import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";
import { jurisdictionKeys } from "./suggestion-query";

/**
 * A jurisdiction's home as GET /api/jurisdictions/:slug has it: the jurisdiction, its totals, its lineage
 * (the nation down to itself), what is directly below it, its most answered cities (a region or the nation)
 * and whether the signed-in member follows it.
 */
export type JurisdictionHome = InferResponseType<(typeof api.jurisdictions)[":slug"]["$get"], 200>;
export type JurisdictionSummary = JurisdictionHome["lineage"][number];
export type JurisdictionChild = JurisdictionHome["children"][number];

/** One jurisdiction's home; a 404 (no such city or region) surfaces as an ApiError the route handles. */
export const jurisdictionHomeQuery = (slug: string) =>
  queryOptions({
    queryKey: jurisdictionKeys.home(slug),
    queryFn: () => unwrap(api.jurisdictions[":slug"].$get({ param: { slug } })),
  });
