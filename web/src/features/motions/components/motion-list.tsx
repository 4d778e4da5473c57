import { Loader2, RotateCcw } from "lucide-react";
import { HydrateApart } from "../../../components/hydrate-apart";
import { buttonClass } from "../../../components/button-styles";
import { useLoadMore } from "../../../lib/use-load-more";
import type { Motion } from "../api/motion-queries";
import { useMotionList, type MotionListView } from "../hooks/use-motion-list";
import { useNewMotion } from "../hooks/use-new-motion";
import { MotionCard } from "./motion-card";
import { MotionCardSkeleton } from "./motion-card-skeleton";
import { EmptyState, SearchSummary, SearchWindowNote } from "./motion-list-notes";
import { MotionSearchBox } from "./motion-search-box";
import { SortSelect, StatusSelect } from "./sort-select";
import { PlaceFilter } from "../../../components/place-filter";

const SKELETON_COUNT = 3;

function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-sm text-ink-muted">Motions could not be loaded.</p>
      <button type="button" onClick={() => onRetry()} className={buttonClass({ size: "sm" })}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </button>
    </div>
  );
}

/** The member's just-submitted motion, on top and marked in words as well as by the accent border. */
function NewMotion({ motion, now }: { motion: Motion; now: number }) {
  return (
    <section aria-label="Your new motion" className="rounded-3xl border-2 border-brand bg-brand-soft/40 p-1.5">
      <p className="px-3 pt-1 pb-2 text-sm font-semibold text-ink">Your new motion</p>
      <MotionCard motion={motion} now={now} />
    </section>
  );
}

/**
 * A sortable, searchable, infinitely scrolling list of motions: every motion, or one motion page's when
 * `pageId` is given. Self-contained, so any route can embed it; a route that keeps the sort in its URL passes
 * `sort` and `onSortChange`, and one that keeps a search passes `q` and `onSearchChange`, which adds the
 * search box. Inside a NewMotionScope, the motion just submitted there comes first, marked, and is left out
 * of the rows below when its real position loads, so it never shows twice (not while searching: the
 * results are only what matches).
 */
export function MotionList(view: MotionListView) {
  const list = useMotionList(view);
  const { onSearchChange, onJurisdictionChange } = view;
  const sentinel = useLoadMore({ canLoad: list.canLoadMore, loadMore: list.loadMore });
  const submitted = useNewMotion()?.motion;
  // The list's copy, once loaded, carries later votes and the score; until then the submitted one is shown.
  const fresh = !list.q && submitted && (list.motions.find((m) => m._id === submitted._id) ?? submitted);
  const motions = fresh ? list.motions.filter((m) => m._id !== fresh._id) : list.motions;

  return (
    <div className="space-y-4">
      <div className="space-y-3">
        {onSearchChange && (
          <MotionSearchBox value={list.q ?? ""} busy={list.isSearching} onSearch={(q, options) => onSearchChange(q || undefined, options)} />
        )}
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {onSearchChange && (
            <SearchSummary q={list.shownQ} count={list.motions.length} more={list.hasMore} loading={list.isLoading || list.isError} />
          )}
          {onJurisdictionChange && <PlaceFilter label="Where" value={view.jurisdiction} onChange={onJurisdictionChange} />}
          <StatusSelect value={list.status} onChange={list.setStatus} />
          <SortSelect value={list.sort} searching={Boolean(list.q)} onChange={list.setSort} />
        </div>
        {onSearchChange && list.shownQ && list.rankedAmongNewest && !list.isLoading ? <SearchWindowNote window={list.rankedAmongNewest} /> : null}
      </div>

      {fresh && <NewMotion motion={fresh} now={list.now} />}

      {list.isLoading ? (
        <div className="space-y-4">
          <p role="status" className="sr-only">
            Loading motions…
          </p>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <MotionCardSkeleton key={i} />
          ))}
        </div>
      ) : motions.length > 0 ? (
        <ul className="space-y-4">
          {motions.map((motion) => (
            <li key={motion._id}>
              {/* Each card is adopted on its own when a server-rendered list hydrates. */}
              <HydrateApart>
                <MotionCard motion={motion} now={list.now} highlight={list.shownQ} />
              </HydrateApart>
            </li>
          ))}
        </ul>
      ) : list.isError || fresh ? null : (
        <EmptyState
          filtered={list.status !== undefined}
          searched={Boolean(list.q)}
          onClearSearch={onSearchChange && (() => onSearchChange(undefined, { replace: false }))}
        />
      )}

      <div ref={sentinel} aria-hidden className="h-px" />

      {list.isFetchingMore && (
        <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-ink-muted">
          <Loader2 aria-hidden className="size-5 animate-spin" />
          Loading more motions…
        </p>
      )}
      {list.isError && !list.isFetchingMore && <LoadFailed onRetry={list.retry} />}
      {!list.isLoading && !list.isError && !list.hasMore && (motions.length > 0 || fresh) && (
        <p className="py-6 text-center text-sm font-medium text-ink-muted">That's all, folks!</p>
      )}
    </div>
  );
}
