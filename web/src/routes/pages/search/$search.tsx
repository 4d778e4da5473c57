import { searchText } from "@contract/route-meta";
import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { pageMeta } from "../../../components/site-title";
import { pageListQuery } from "../../../features/pages/api/page-queries";
import { PageResults } from "../../../features/pages/components/page-results";
import { PageSearchForm } from "../../../features/pages/components/page-search-form";

export const Route = createFileRoute("/pages/search/$search")({
  // A blank term has nothing to search for; the full list is the honest answer.
  beforeLoad: ({ params }) => {
    if (!params.search.trim()) throw redirect({ to: "/pages" });
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchInfiniteQuery(pageListQuery(params.search.trim()));
  },
  head: ({ params }) => {
    const { title, description } = searchText(params.search.trim());
    return { meta: pageMeta(title, description) };
  },
  component: SearchResultsPage,
});

function SearchResultsPage() {
  const { search } = Route.useParams();
  const term = search.trim();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/pages" className={buttonClass({ variant: "ghost", size: "sm", className: "-ml-3.5" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Pages
      </Link>
      <div className="mt-6 max-w-xl">
        {/* Keyed by the term so going back or forward between searches refills the box. */}
        <PageSearchForm key={term} initialTerm={term} label="Search again" showLabel clearable />
      </div>
      <h1 className="mt-10 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Results for{" "}
        <span className="text-brand">
          "
          <span dir="auto" className="user-text">
            {term}
          </span>
          "
        </span>
      </h1>
      <div className="mt-8">
        <PageResults key={term} search={term} />
      </div>
    </div>
  );
}
