import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

// The home page's question, apart from the rest of the feature's reads: its loader asks it on every first visit.

/** GET /api/jurisdictions/suggest: the city the edge places the visitor in, and the one they chose (the cookie). */
export type CitySuggestion = InferResponseType<typeof api.jurisdictions.suggest.$get, 200>;

export const jurisdictionKeys = {
  all: ["jurisdictions"] as const,
  home: (slug: string) => [...jurisdictionKeys.all, "home", slug.toLowerCase()] as const,
  suggestion: () => [...jurisdictionKeys.all, "suggestion"] as const,
};

/**
 * Which city the home page starts in for this visitor. The answer depends on the `plaza_city` cookie, which the
 * browser sends with the request, so it is read again whenever the choice changes here (city-bar.tsx).
 */
export const citySuggestionQuery = () =>
  queryOptions({
    queryKey: jurisdictionKeys.suggestion(),
    queryFn: () => unwrap(api.jurisdictions.suggest.$get()),
    staleTime: 5 * 60_000,
  });
