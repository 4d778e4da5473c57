import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/**
 * A jurisdiction's home as GET /api/jurisdictions/:slug has it: the jurisdiction, its totals, its lineage
 * (the nation down to itself), what is directly below it, its most answered cities (a region or the nation)
 * and whether the signed-in member follows it.
 */
export type JurisdictionHome = InferResponseType<(typeof api.jurisdictions)[":slug"]["$get"], 200>;
export type JurisdictionSummary = JurisdictionHome["lineage"][number];
export type JurisdictionChild = JurisdictionHome["children"][number];

/** GET /api/jurisdictions/suggest: the city the edge places the visitor in, and the one they chose (the cookie). */
export type CitySuggestion = InferResponseType<typeof api.jurisdictions.suggest.$get, 200>;

export const jurisdictionKeys = {
  all: ["jurisdictions"] as const,
  home: (slug: string) => [...jurisdictionKeys.all, "home", slug.toLowerCase()] as const,
  suggestion: () => [...jurisdictionKeys.all, "suggestion"] as const,
};

/** One jurisdiction's home; a 404 (no such city or region) surfaces as an ApiError the route handles. */
export const jurisdictionHomeQuery = (slug: string) =>
  queryOptions({
    queryKey: jurisdictionKeys.home(slug),
    queryFn: () => unwrap(api.jurisdictions[":slug"].$get({ param: { slug } })),
  });

/**
 * Which city the home page starts in for this visitor. The answer depends on the `plaza_city` cookie, which the
 * browser sends with the request, so it is read again whenever the choice changes here (useCityChoice).
 */
export const citySuggestionQuery = () =>
  queryOptions({
    queryKey: jurisdictionKeys.suggestion(),
    queryFn: () => unwrap(api.jurisdictions.suggest.$get()),
    staleTime: 5 * 60_000,
  });
