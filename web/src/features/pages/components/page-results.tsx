import { PAGE_SIZE } from "@contract/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Loader2, SearchX } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { useLoadMore } from "../../../lib/use-load-more";
import { pageListQuery } from "../api/page-queries";
import { PageTile, PageTileSkeleton } from "./page-tile";

// The first row at the widest grid (three tiles) is on screen at load: those images load at once.
const ABOVE_THE_FOLD = 3;

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/**
 * Motion pages, PAGE_SIZE at a time, with infinite scroll (/pages and its search results). With a search
 * term it lists only matching names and says `No pages found` when nothing matches.
 */
export function PageResults({ search = "" }: { search?: string }) {
  const query = useInfiniteQuery(pageListQuery(search));
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    query;

  useEffect(() => {
    if (error) toast.error(error.message, { id: `page-list-error:${search}` });
  }, [error, search]);

  // A failed page stops the automatic loading; the reader retries by hand rather than in a loop.
  const sentinel = useLoadMore({
    canLoad: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    loadMore: () => fetchNextPage(),
  });

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading motion pages…
        </p>
        <div className={GRID}>
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <PageTileSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (isError && !data) {
    return (
      <div className="rounded-2xl border border-line bg-surface-raised p-8 text-center">
        <p className="text-ink">Motion pages could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className={buttonClass({ className: "mt-4" })}>
          Try again
        </button>
      </div>
    );
  }

  const pages = data.pages.flat();
  if (pages.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
        <p className="mt-4 text-lg font-semibold text-ink">No pages found</p>
        {search && <p className="mt-1 text-sm text-ink-muted">Check the spelling or try a shorter name.</p>}
      </div>
    );
  }

  return (
    <div>
      <ul className={GRID}>
        {pages.map((page, index) => (
          <li key={page._id}>
            <PageTile page={page} aboveTheFold={index < ABOVE_THE_FOLD} largestPaint={index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <div className="mt-10 flex min-h-11 flex-col items-center gap-3 text-sm text-ink-muted">
        <p role="status" className="inline-flex items-center gap-2 font-medium empty:hidden">
          {isFetchingNextPage && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {isFetchingNextPage ? "Loading more pages…" : isFetchNextPageError ? "More pages could not be loaded." : !hasNextPage ? "End of Pages" : null}
        </p>
        {/* Also the way on for keyboard users and browsers without IntersectionObserver. */}
        {hasNextPage && !isFetchingNextPage && (
          <button type="button" onClick={() => void fetchNextPage()} className={buttonClass()}>
            {isFetchNextPageError ? "Try again" : "Load more pages"}
          </button>
        )}
      </div>
    </div>
  );
}
