import { MAX_PAGE_SIZE, PAGE_SIZE, type ListSort } from "@contract/limits";
import type { MotionStatus } from "@contract/statuses";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";
import { defaultSortFor } from "../lib/motion-search";

/** One page of a motion list as the Worker sends it: the motions and the cursor to the next page. */
export type MotionListPage = InferResponseType<typeof api.idea.$get, 200>;
export type Motion = MotionListPage["motions"][number];
/** One motion with its public timeline and merges (`GET /api/idea/:id`), as its permalink shows it. */
export type MotionDetail = InferResponseType<(typeof api.idea)[":id"]["$get"], 200>["motion"];
export type MotionUpdate = MotionDetail["updates"][number];
/** What GET /api/idea/similar answers: up to three near-duplicates on the page, and a page that fits better. */
export type SimilarMotions = InferResponseType<typeof api.idea.similar.$get, 200>;

/** Keys start with "motions" so a new motion or vote can refresh every list with one invalidation. */
export const motionKeys = {
  all: ["motions"] as const,
  lists: () => [...motionKeys.all, "list"] as const,
  list: (sort: ListSort, pageId?: string, status?: MotionStatus, q?: string, jurisdiction?: string) =>
    [...motionKeys.lists(), { sort, pageId: pageId ?? null, status: status ?? null, q: q ?? null, jurisdiction: jurisdiction ?? null }] as const,
  detail: (id: string) => [...motionKeys.all, "detail", id] as const,
  own: () => [...motionKeys.all, "own"] as const,
  similarAll: () => [...motionKeys.all, "similar"] as const,
  similar: (pageId: string, text: string) => [...motionKeys.similarAll(), { pageId, text }] as const,
};

/** `jurisdiction`: only the motions of that city, region or nation and everything below it (not with `pageId`). */
type ListView = { sort?: ListSort; pageId?: string; status?: MotionStatus; q?: string; jurisdiction?: string };

const fetchListPage = ({ sort, pageId, status, q, jurisdiction }: ListView & { sort: ListSort }, cursor: string | null): Promise<MotionListPage> => {
  const paging = { sort, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}), ...(status ? { status } : {}), ...(q ? { q } : {}) };
  return pageId
    ? unwrap(api.idea.entityidea.$get({ query: { ...paging, entity: pageId } }))
    : unwrap(api.idea.$get({ query: { ...paging, ...(jurisdiction ? { jurisdiction } : {}) } }));
};

/**
 * One infinite list of motions — all of them, one jurisdiction's, or one motion page's when `pageId` is given,
 * those matching the search `q` when there is one — walked by the server's cursor. Route loaders pass it to
 * `ensureInfiniteQueryData`, components to `useInfiniteQuery`, so both share the cache entry.
 */
export const motionListQueryOptions = ({ pageId, status, q, jurisdiction, sort = defaultSortFor(q) }: ListView = {}) =>
  infiniteQueryOptions({
    queryKey: motionKeys.list(sort, pageId, status, q, jurisdiction),
    queryFn: ({ pageParam }) => fetchListPage({ sort, pageId, status, q, jurisdiction }, pageParam),
    // null, not undefined: a server-rendered list reaches the browser as JSON, which has no undefined.
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

/**
 * One motion by id (`GET /api/idea/:id`) with its timeline: its permalink's data, and how a card follows a
 * motion while it is still being scored.
 */
export const motionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: motionKeys.detail(id),
    queryFn: async (): Promise<MotionDetail> => (await unwrap(api.idea[":id"].$get({ param: { id } }))).motion,
  });

/**
 * The ids of the signed-in member's latest motions (GET /api/me/motions, newest first, one full page). A
 * motion does not say who wrote it, so this is how a card knows not to offer its own author Report; an
 * older motion beyond this page is still refused by the server (400, "You cannot report your own motion").
 */
export const ownMotionIdsQuery = () =>
  queryOptions({
    queryKey: motionKeys.own(),
    queryFn: async () => new Set((await unwrap(api.me.motions.$get({ query: { limit: String(MAX_PAGE_SIZE) } }))).motions.map((m) => m._id)),
    staleTime: 5 * 60_000,
  });
