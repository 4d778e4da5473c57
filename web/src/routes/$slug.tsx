import { TRENDING_SORT } from "@contract/jurisdictions";
import { jurisdictionText, NOT_FOUND_TITLES } from "@contract/route-meta";
import { useSuspenseQuery, type QueryClient } from "@tanstack/react-query";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { buttonClass } from "../components/button-styles";
import { NotFoundScreen } from "../components/not-found-screen";
import { pageMeta, pageTitle } from "../components/site-title";
import { jurisdictionHomeQuery } from "../features/jurisdictions/api/jurisdiction-queries";
import { JurisdictionHomeScreen } from "../features/jurisdictions/components/jurisdiction-home-screen";
import { isCityHome } from "../features/jurisdictions/lib/jurisdiction-text";
import { filteredScope, validatePlaceFilter, type PlaceFilter } from "../features/jurisdictions/lib/place-filter";
import { motionListQueryOptions } from "../features/motions/api/motion-queries";
import { MotionPreview } from "../features/motions/components/motion-preview";
import { validateMotionListSearch } from "../features/motions/lib/motion-search";
import { homePagesQuery, pageQuery } from "../features/pages/api/page-queries";
import { PageGrid } from "../features/pages/components/page-grid";
import { ApiError } from "../lib/api";
import { jurisdictionTreeQuery } from "../lib/jurisdiction-tree";
import { ensureRouteData } from "../lib/query-client";

const isNothingThere = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * An address of before the nation, /{page} (no city or region has that slug): the page's own address,
 * /{jurisdiction}/{page}, keeping its list's search and sort, without a history entry for the old one. The
 * Worker answers a full page load of it with a 301; this covers a link followed inside the app.
 */
async function oldPageAddress(queryClient: QueryClient, slug: string, search: Record<string, unknown>): Promise<never> {
  let page;
  try {
    page = await ensureRouteData(queryClient, pageQuery(slug));
  } catch (error) {
    if (isNothingThere(error)) throw notFound();
    throw error;
  }
  throw redirect({ to: "/$slug/$page", params: { slug: page.jurisdiction.slug, page: page.slug }, search: validateMotionListSearch(search), replace: true });
}

/** Starts the lists a jurisdiction's screen shows, so a server render has them (it waits for every request). */
function prefetchLists(queryClient: QueryClient, slug: string, city: boolean, filter: PlaceFilter) {
  if (city) {
    void queryClient.prefetchQuery(homePagesQuery(slug));
    void queryClient.prefetchInfiniteQuery(motionListQueryOptions({ jurisdiction: slug, sort: TRENDING_SORT }));
    void queryClient.prefetchInfiniteQuery(motionListQueryOptions({ jurisdiction: slug, sort: "Answered" }));
    return;
  }
  void queryClient.prefetchQuery(jurisdictionTreeQuery());
  void queryClient.prefetchInfiniteQuery(motionListQueryOptions({ jurisdiction: filteredScope(slug, filter), sort: TRENDING_SORT }));
}

// A jurisdiction's own address, /{jurisdiction}: a city's home, or a region's or the nation's view. A region's
// or the nation's trending list is narrowed by `?region=` and `?city=`, kept in the address to share.
export const Route = createFileRoute("/$slug")({
  // The loader travels with the screen's code (one chunk, fetched on the way here or on hover), not in every
  // page's first download: the home page's JavaScript budget (README.md, "Performance").
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  validateSearch: validatePlaceFilter,
  loaderDeps: ({ search }) => ({ region: search.region, city: search.city }),
  loader: async ({ context, params, deps, location }) => {
    let home;
    try {
      home = await ensureRouteData(context.queryClient, jurisdictionHomeQuery(params.slug));
    } catch (error) {
      if (isNothingThere(error)) return oldPageAddress(context.queryClient, params.slug, location.search);
      throw error;
    }
    // A renamed city's former slug, or capitals: its own address, without a history entry.
    if (home.jurisdiction.slug !== params.slug) throw redirect({ to: "/$slug", params: { slug: home.jurisdiction.slug }, search: deps, replace: true });
    prefetchLists(context.queryClient, home.jurisdiction.slug, isCityHome(home.jurisdiction), deps);
    // The words the Worker also puts into this address's HTML (worker/seo/jurisdiction-head.ts).
    return jurisdictionText(home.jurisdiction, home.stats);
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? pageMeta(loaderData.title, loaderData.description) : [{ title: pageTitle(NOT_FOUND_TITLES.page) }],
  }),
  notFoundComponent: NothingHere,
  component: JurisdictionPage,
});

function JurisdictionPage() {
  const { slug } = Route.useParams();
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: home } = useSuspenseQuery(jurisdictionHomeQuery(slug));
  return (
    <JurisdictionHomeScreen
      home={home}
      filter={filter}
      // Each filter is a view of its own: pushed, so Back returns to the previous one.
      onFilterChange={(next) => void navigate({ search: next, resetScroll: false })}
      renderPages={(view) => <PageGrid {...view} />}
      renderMotions={(view) => <MotionPreview {...view} />}
    />
  );
}

function NothingHere() {
  return (
    <NotFoundScreen
      title="Motion page not found"
      action={
        <Link to="/pages" className={buttonClass({ variant: "primary" })}>
          Browse Motion Pages
        </Link>
      }
    >
      There is no city, region or motion page at this address. It may have been renamed or removed.
    </NotFoundScreen>
  );
}
