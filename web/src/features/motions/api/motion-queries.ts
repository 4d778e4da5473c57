import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";
import { PAGE_SIZE, type MotionSort } from "@contract/limits";

export type MotionPage = InferResponseType<typeof api.idea.$get, 200>;
export type Motion = MotionPage["motions"][number];

export const DEFAULT_MOTION_SORT: MotionSort = "A.I";

/** Keys start with "motions" so a new motion or vote can refresh every list with one invalidation. */
export const motionKeys = {
  all: ["motions"] as const,
  lists: () => [...motionKeys.all, "list"] as const,
  list: (sort: MotionSort, entityId?: string) => [...motionKeys.lists(), { sort, entityId: entityId ?? null }] as const,
  detail: (id: string) => [...motionKeys.all, "detail", id] as const,
};

const fetchPage = (sort: MotionSort, cursor: string | undefined, entityId: string | undefined): Promise<MotionPage> => {
  const paging = { sort, limit: String(PAGE_SIZE), cursor };
  return entityId
    ? unwrap(api.idea.entityidea.$get({ query: { ...paging, entity: entityId } }))
    : unwrap(api.idea.$get({ query: paging }));
};

/**
 * One infinite list of motions — all of them, or one motion page's when `entityId` is given — walked by
 * the server's keyset cursor. Route loaders pass it to `ensureInfiniteQueryData`, components to
 * `useInfiniteQuery`, so both share the cache entry.
 */
export const motionListQueryOptions = ({ sort = DEFAULT_MOTION_SORT, entityId }: { sort?: MotionSort; entityId?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: motionKeys.list(sort, entityId),
    queryFn: ({ pageParam }) => fetchPage(sort, pageParam, entityId),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One motion by id (`GET /api/idea/:id`), used to follow a motion while the AI is still scoring it. */
export const motionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: motionKeys.detail(id),
    queryFn: async (): Promise<Motion> => (await unwrap(api.idea[":id"].$get({ param: { id } }))).motion,
  });
