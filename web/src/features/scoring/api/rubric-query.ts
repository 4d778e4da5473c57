import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** The published rubric as the Worker serves it (inferred from the route, never written by hand). */
export type Rubric = InferResponseType<typeof api.ai.rubric.$get, 200>;

const rubricKeys = { all: ["rubric"] as const };

/**
 * GET /api/ai/rubric: criteria, weights, formula and the scorer in use, published so every score can be
 * checked against it. It changes only with a deploy (the Worker caches it for five minutes), so it is not
 * refetched while the app stays open.
 */
export const rubricQuery = () =>
  queryOptions({
    queryKey: rubricKeys.all,
    queryFn: () => unwrap(api.ai.rubric.$get()),
    staleTime: Infinity,
  });
