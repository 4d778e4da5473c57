import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { motionKeys, type Motion, type MotionDetail, type MotionListPage, type SimilarMotions } from "./motion-queries";

/**
 * Puts a motion the server just returned (after a vote) into every cached copy: each loaded page of
 * every list, under any sort, search or page filter, the Submit Motion dialog's similar motions, and its own
 * GET /api/idea/:id entry. No list is refetched, so nobody loses their scroll position or sees cards reorder
 * under their finger.
 */
export function replaceMotionInCache(queryClient: QueryClient, motion: Motion) {
  queryClient.setQueriesData<InfiniteData<MotionListPage>>({ queryKey: motionKeys.lists() }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.motions.some((m) => m._id === motion._id)) return page;
      changed = true;
      return { ...page, motions: page.motions.map((m) => (m._id === motion._id ? motion : m)) };
    });
    // Untouched lists keep their identity, so their cards do not re-render.
    return changed ? { ...data, pages } : data;
  });
  // The dialog's suggestions are voted on in place: their counts and pressed state follow too.
  queryClient.setQueriesData<SimilarMotions>({ queryKey: motionKeys.similarAll() }, (data) =>
    data?.motions.some((m) => m._id === motion._id) ? { ...data, motions: data.motions.map((m) => (m._id === motion._id ? motion : m)) } : data,
  );
  // Only an entry that exists is updated: creating one here would look "fresh" and skip a needed fetch. A vote
  // answer has no timeline, so the entry keeps its own.
  queryClient.setQueryData<MotionDetail>(motionKeys.detail(motion._id), (current) => (current ? { ...current, ...motion } : current));
}
