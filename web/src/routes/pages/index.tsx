import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../../components/site-title";
import { pageListQuery } from "../../features/pages/api/page-queries";
import { PageResults } from "../../features/pages/components/page-results";
import { PageSearchForm } from "../../features/pages/components/page-search-form";

export const Route = createFileRoute("/pages/")({
  // The first page of the list is requested alongside the route's code instead of after it, so the tiles
  // (and the largest paint, the first tile's image) come a round trip sooner. Not awaited: the list
  // still shows its skeleton while the request runs, and reports a failure itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(pageListQuery());
  },
  head: () => ({ meta: pageMeta(ROUTE_META["/pages"].title, ROUTE_META["/pages"].description) }),
  component: MotionPagesPage,
});

function MotionPagesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Motion Pages</h1>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted text-pretty">
            The people, agencies and groups you can send motions to.
          </p>
        </div>
        <div className="w-full lg:max-w-md">
          <PageSearchForm label="Search motion pages" />
        </div>
      </header>
      <div className="mt-10">
        <PageResults />
      </div>
    </div>
  );
}
