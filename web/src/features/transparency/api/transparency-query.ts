import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** The public moderation figures of the last twelve months, computed by the Worker from its moderation log. */
export type TransparencyReport = InferResponseType<typeof api.transparency.$get, 200>;

// The nation's figures, or one jurisdiction's (its slug: a region, a city and everything below it). The Worker
// lets a cache keep them for a minute; so does the app.
export const transparencyQuery = (jurisdiction?: string) =>
  queryOptions({
    queryKey: ["transparency", jurisdiction ?? null] as const,
    queryFn: () => unwrap(api.transparency.$get({ query: jurisdiction ? { jurisdiction } : {} })),
    staleTime: 60_000,
  });
