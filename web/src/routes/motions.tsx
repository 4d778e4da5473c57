import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { jurisdictionTreeQuery } from "../lib/jurisdiction-tree";
import { placeSlug } from "../lib/place-slug";
import { motionListQueryOptions } from "../features/motions/api/motion-queries";
import { MotionList } from "../features/motions/components/motion-list";
import { defaultSortFor, validateMotionListSearch, type MotionListSearch } from "../features/motions/lib/motion-search";

type AllMotionsSearch = MotionListSearch & { jurisdiction?: string };

/** A motion list's search, sort and status, and the place whose motions are listed (`jurisdiction`, a slug). */
const validateAllMotionsSearch = (search: Record<string, unknown>): AllMotionsSearch => ({
  ...validateMotionListSearch(search),
  jurisdiction: placeSlug(search.jurisdiction),
});

export const Route = createFileRoute("/motions")({
  // The search, the sort, the status filter and the place live in the URL
  // (`?q=bike+lanes&sort=Latest&status=accepted&jurisdiction=rivermouth`), so a view can be reloaded, bookmarked and shared.
  validateSearch: validateAllMotionsSearch,
  loaderDeps: ({ search }) => ({ q: search.q, sort: search.sort ?? defaultSortFor(search.q), status: search.status, jurisdiction: search.jurisdiction }),
  // The first page, in the URL's sort, is fetched alongside the route's code. A failure must not replace
  // the page with an error screen: the list shows it as a toast and offers a retry, like any later failed
  // load. A sort or search changed on the open list ("stay") is not awaited, so the list answers at once
  // (skeletons for a new sort, the previous results for a new search).
  loader: async ({ context, deps, cause }) => {
    // The places of the "Where" filter, so a server render draws it filled and the browser asks nothing more.
    void context.queryClient.prefetchQuery(jurisdictionTreeQuery());
    const first = context.queryClient.ensureInfiniteQueryData(motionListQueryOptions(deps)).catch(() => undefined);
    if (cause !== "stay") await first;
  },
  head: () => ({ meta: pageMeta(ROUTE_META["/motions"].title, ROUTE_META["/motions"].description) }),
  component: AllMotionsPage,
});

function AllMotionsPage() {
  const { q, sort, status, jurisdiction } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every change goes through validateSearch's rules, so a default (A.I, or Relevance with a search) never
  // lingers in the URL. Sorts and filters are pushed: each is a view of its own, so Back returns to the
  // previous one; a search typed is replaced while typing, so history is not flooded.
  const view = (change: AllMotionsSearch, replace = false) =>
    void navigate({ search: (prev) => validateAllMotionsSearch({ ...prev, ...change }), replace, resetScroll: false });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">All Motions</h1>
        <p className="mt-2 text-base text-ink-muted">Discover and explore community motions</p>
      </header>
      <MotionList
        q={q}
        sort={sort}
        status={status}
        jurisdiction={jurisdiction}
        onJurisdictionChange={(next) => view({ jurisdiction: next })}
        onSortChange={(next) => view({ sort: next })}
        onStatusChange={(next) => view({ status: next })}
        onSearchChange={(next, { replace }) => next !== q && view({ q: next }, replace)}
      />
    </div>
  );
}
