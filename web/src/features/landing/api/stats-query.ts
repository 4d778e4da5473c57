import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** { pages, motions, votes }, as the Worker serialises them (inferred, never written by hand). */
export type SiteStats = InferResponseType<typeof api.stats.$get, 200>;

/** The live totals the Worker counts (GET /api/stats): motion pages, motions and votes cast. */
export const statsQuery = () =>
  queryOptions({
    queryKey: ["site-stats"] as const,
    queryFn: () => unwrap(api.stats.$get()),
    // Totals move slowly; a minute-old count is still honest, and it spares the Worker repeat reads.
    staleTime: 60_000,
    // A failure only hides the figures, so one quiet retry is enough before giving up.
    retry: 1,
  });
