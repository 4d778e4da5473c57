import type { MotionSort } from "@contract/limits";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { motionKeys, motionListQueryOptions } from "../api/motion-queries";
import { DEFAULT_MOTION_SORT } from "../lib/motion-search";

/** The current time, ticking once a minute, so "just now" ages into "2 minutes ago" while a list stays open. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * State of one motion list: the sort choice, the pages loaded so far, and the load-more controls.
 * A route that keeps the sort in its URL passes `sort` and `onSortChange`; without them the list keeps its
 * own sort, so it still works wherever it is embedded. `now` is one clock for all its cards rather than a
 * timer per card.
 */
export function useMotionList({ pageId, sort: controlled, onSortChange }: { pageId?: string; sort?: MotionSort; onSortChange?: (sort: MotionSort) => void }) {
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<MotionSort>(DEFAULT_MOTION_SORT);
  const sort = controlled ?? own;
  const query = useInfiniteQuery(motionListQueryOptions({ sort, pageId }));
  const now = useNow();

  const setSort = (next: MotionSort) => {
    if (next === sort) return;
    // A new sort clears the list and starts again from page 1: pages cached from an earlier visit to this
    // sort are dropped instead of being shown (in a stale order) and refetched one by one.
    queryClient.removeQueries({ queryKey: motionKeys.list(next, pageId), exact: true });
    if (onSortChange) onSortChange(next);
    else setOwn(next);
  };

  const { error } = query;
  useEffect(() => {
    // A fixed id keeps one toast on screen when a retry fails again.
    if (error) toast.error(error.message, { id: "motion-list-error" });
  }, [error]);

  const motions = query.data?.pages.flatMap((page) => page.motions) ?? [];

  return {
    now,
    sort,
    setSort,
    motions,
    // Pending covers a paused (offline) first load too, which must not look like an empty list.
    isLoading: query.isPending,
    isError: query.isError,
    isFetchingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    // Failed loads stop the scroll loader, so a failing server is not asked again on every scroll; only an
    // explicit retry starts it again.
    canLoadMore: query.hasNextPage && !query.isFetching && !query.isError,
    loadMore: () => query.fetchNextPage(),
    // A failed next page is fetched again on its own; any other failure reloads the list.
    retry: () => (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
