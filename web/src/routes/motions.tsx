import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { motionListQueryOptions } from "../features/motions/api/motion-queries";
import { MotionList } from "../features/motions/components/motion-list";
import { DEFAULT_MOTION_SORT, sortSearchValue, validateMotionListSearch } from "../features/motions/lib/motion-search";

export const Route = createFileRoute("/motions")({
  // The sort and the status filter live in the URL (`?sort=Latest&status=accepted`), so a view can be
  // reloaded, bookmarked and shared.
  validateSearch: validateMotionListSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? DEFAULT_MOTION_SORT, status: search.status }),
  // The first page, in the URL's sort, is fetched alongside the route's code. A failure must not replace
  // the page with an error screen: the list shows it as a toast and offers a retry, like any later failed
  // load. A sort changed on the open list ("stay") is not awaited, so the list shows its skeletons at once.
  loader: async ({ context, deps, cause }) => {
    const first = context.queryClient.ensureInfiniteQueryData(motionListQueryOptions({ sort: deps.sort, status: deps.status })).catch(() => undefined);
    if (cause !== "stay") await first;
  },
  head: () => ({ meta: pageMeta(ROUTE_META["/motions"].title, ROUTE_META["/motions"].description) }),
  component: AllMotionsPage,
});

function AllMotionsPage() {
  const { sort = DEFAULT_MOTION_SORT, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">All Motions</h1>
        <p className="mt-2 text-base text-ink-muted">Discover and explore community motions</p>
      </header>
      <MotionList
        sort={sort}
        status={status}
        // Pushed, not replaced: each sort and filter is a view of its own, so Back returns to the previous one.
        onSortChange={(next) => void navigate({ search: (prev) => ({ ...prev, sort: sortSearchValue(next) }), resetScroll: false })}
        onStatusChange={(next) => void navigate({ search: (prev) => ({ ...prev, status: next }), resetScroll: false })}
      />
    </div>
  );
}
