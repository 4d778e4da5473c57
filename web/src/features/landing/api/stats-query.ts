import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

/** The live totals the Worker counts (GET /api/stats → { pages, motions, votes }). */
export const statsQuery = () =>
  queryOptions({
    queryKey: ["site-stats"] as const,
    queryFn: () => unwrap(api.stats.$get()),
    // Totals move slowly; a minute-old count is still honest, and it spares the Worker repeat reads.
    staleTime: 60_000,
    // A failure only hides the figures, so one quiet retry is enough before giving up.
    retry: 1,
  });
