import { infiniteQueryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";
import { PAGE_SIZE, type MotionSort } from "../../../../../worker/contract/lists";

export type MotionPage = InferResponseType<typeof api.idea.$get, 200>;
export type Motion = MotionPage["motions"][number];

export const DEFAULT_MOTION_SORT: MotionSort = "A.I";

/** Keys start with "motions" so a new motion or vote can refresh every list with one invalidation. */
export const motionKeys = {
  all: ["motions"] as const,
  lists: () => [...motionKeys.all, "list"] as const,
  list: (sort: MotionSort, entityId?: string) => [...motionKeys.lists(), { sort, entityId: entityId ?? null }] as const,
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
