import type { ListSort } from "@contract/limits";
import type { MotionStatus } from "@contract/statuses";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { motionKeys, motionListQueryOptions } from "../api/motion-queries";
import { defaultSortFor } from "../lib/motion-search";

/** The current time, ticking once a minute, so "just now" ages into "2 minutes ago" while a list stays open. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whether a cached list's key (motionKeys.list) is this page's list in this sort and filter, whatever its search. */
const sameView = (key: readonly unknown[], view: View & { pageId?: string; jurisdiction?: string }) => {
  const listed = key[2] as { sort?: unknown; status?: unknown; pageId?: unknown; jurisdiction?: unknown } | undefined;
  return (
    listed?.sort === view.sort &&
    listed.status === (view.status ?? null) &&
    listed.pageId === (view.pageId ?? null) &&
    listed.jurisdiction === (view.jurisdiction ?? null)
  );
};

export type MotionListView = {
  pageId?: string;
  /** Only this jurisdiction's motions (a city, a region, the nation), with everything below it. */
  jurisdiction?: string;
  /** The search (README.md, "Search"); undefined lists every motion. */
  q?: string;
  sort?: ListSort;
  /** The status filter; undefined shows every status. */
  status?: MotionStatus;
  onSortChange?: (sort: ListSort) => void;
  onStatusChange?: (status: MotionStatus | undefined) => void;
  /** Given, the list offers the jurisdiction filter (All Motions); a change is the route's to keep. */
  onJurisdictionChange?: (jurisdiction: string | undefined) => void;
  /** Given, the list shows a search box; `replace` while typing, so history is not flooded. */
  onSearchChange?: (q: string | undefined, options: { replace: boolean }) => void;
};

type View = { sort: ListSort; status?: MotionStatus };

/**
 * State of one motion list: the sort and status choice, the pages loaded so far, and the load-more controls.
 * A route that keeps them in its URL passes `sort`/`status` and their change handlers; without them the list
 * keeps its own, so it still works wherever it is embedded. `now` is one clock for all its cards rather than
 * a timer per card. While a new search loads, the previous results stay (no flash of skeletons on every
 * word typed), and `shownQ` is the search the shown results answer, which their highlighting follows.
 */
export function useMotionList({ pageId, jurisdiction, q, sort: controlledSort, status: controlledStatus, onSortChange, onStatusChange }: MotionListView) {
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<{ sort?: ListSort; status?: MotionStatus }>({});
  const sort = (onSortChange ? controlledSort : own.sort) ?? defaultSortFor(q);
  const status = onStatusChange ? controlledStatus : own.status;
  const query = useInfiniteQuery({
    ...motionListQueryOptions({ sort, pageId, status, q, jurisdiction }),
    // Only a new search keeps the old rows in view: a new sort or filter starts again from its skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameView(previousQuery.queryKey, { sort, status, pageId, jurisdiction }) ? previous : undefined,
  });
  const now = useNow();
  const [shownQ, setShownQ] = useState(q);
  if (!query.isPlaceholderData && shownQ !== q) setShownQ(q);

  // A new view clears the list and starts again from page 1: pages cached from an earlier visit to it are
  // dropped instead of being shown (in a stale order) and refetched one by one.
  const forget = (view: View) => queryClient.removeQueries({ queryKey: motionKeys.list(view.sort, pageId, view.status, q, jurisdiction), exact: true });

  const setSort = (next: ListSort) => {
    if (next === sort) return;
    forget({ sort: next, status });
    if (onSortChange) onSortChange(next);
    else setOwn((prev) => ({ ...prev, sort: next }));
  };

  const setStatus = (next: MotionStatus | undefined) => {
    if (next === status) return;
    forget({ sort, status: next });
    if (onStatusChange) onStatusChange(next);
    else setOwn((prev) => ({ ...prev, status: next }));
  };

  const { error } = query;
  useEffect(() => {
    // A fixed id keeps one toast on screen when a retry fails again.
    if (error) toast.error(error.message, { id: "motion-list-error" });
  }, [error]);

  const motions = query.data?.pages.flatMap((page) => page.motions) ?? [];

  return {
    now,
    q,
    shownQ: query.isPlaceholderData ? shownQ : q,
    /** A new search is loading while the previous results stay in view. */
    isSearching: query.isPlaceholderData,
    sort,
    setSort,
    status,
    setStatus,
    motions,
    /** A relevance search that found more matches than it ranks: how many of the newest it ranked. */
    rankedAmongNewest: query.data?.pages[0]?.rankedAmongNewest,
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
