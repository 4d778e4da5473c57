import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** The public moderation figures of the last twelve months, computed by the Worker from its moderation log. */
export type TransparencyReport = InferResponseType<typeof api.transparency.$get, 200>;

// The Worker lets a cache keep the figures for a minute; so does the app.
export const transparencyQuery = () =>
  queryOptions({ queryKey: ["transparency"] as const, queryFn: () => unwrap(api.transparency.$get()), staleTime: 60_000 });
