import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

// A member's own lists (GET /api/me/motions, /api/me/votes, /api/me/follows), with the member's token.

type ActivityPage = InferResponseType<typeof api.me.motions.$get, 200>;
export type ActivityMotion = ActivityPage["motions"][number];
export type ActivityKind = "motions" | "votes";

const activityKeys = {
  all: ["me"] as const,
  list: (kind: ActivityKind) => [...activityKeys.all, kind] as const,
  follows: () => [...activityKeys.all, "follows"] as const,
};

export const activityQuery = (kind: ActivityKind) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(kind),
    queryFn: ({ pageParam }) => unwrap(api.me[kind].$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const followedPagesQuery = () => queryOptions({ queryKey: activityKeys.follows(), queryFn: () => unwrap(api.me.follows.$get()) });
