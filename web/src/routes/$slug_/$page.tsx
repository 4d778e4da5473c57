import { NOT_FOUND_TITLES, pageText } from "@contract/route-meta";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { buttonClass } from "../../components/button-styles";
import { NotFoundScreen } from "../../components/not-found-screen";
import { pageMeta, pageTitle } from "../../components/site-title";
import { MotionList } from "../../features/motions/components/motion-list";
import { NewMotionScope } from "../../features/motions/components/new-motion-scope";
import { defaultSortFor, validateMotionListSearch, type MotionListSearch } from "../../features/motions/lib/motion-search";
import { motionListQueryOptions } from "../../features/motions/api/motion-queries";
import { SubmitMotionButton } from "../../features/motions/components/submit-motion-button";
import { pageQuery } from "../../features/pages/api/page-queries";
import { FollowButton } from "../../features/pages/components/follow-button";
import { PageProfile } from "../../features/pages/components/page-profile";
import { PageProfileSkeleton } from "../../features/pages/components/page-profile-skeleton";
import { ApiError } from "../../lib/api";
import { ensureRouteData } from "../../lib/query-client";
import { displayPageName } from "../../lib/page-name";

// A motion page, /{jurisdiction}/{page}: its profile and its motions. Not nested in /{jurisdiction} (the
// trailing underscore of `$slug_`), whose screen is the city's home.
export const Route = createFileRoute("/$slug_/$page")({
  // The motion list's search, sort and status filter live in the URL (`/{city}/{page}?q=bench&sort=Votes&status=accepted`),
  // so a view can be bookmarked and shared.
  validateSearch: validateMotionListSearch,
  loaderDeps: ({ search }) => ({ q: search.q, sort: search.sort ?? defaultSortFor(search.q), status: search.status }),
  loader: async ({ context, params, deps, location }) => {
    let page;
    try {
      page = await ensureRouteData(context.queryClient, pageQuery(params.page, params.slug));
    } catch (error) {
      // 404 is a missing page; 400 is a slug the server rejects outright, which cannot exist either.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
    // A city's former address (renamed since), or capitals: the page's own address, without a history entry.
    const canonical = { slug: page.jurisdiction.slug, page: page.slug };
    if (canonical.slug !== params.slug || canonical.page !== params.page) {
      throw redirect({ to: "/$slug/$page", params: canonical, search: location.search, replace: true });
    }
    // The motions in the URL's search and sort start loading with the page, without holding up its profile.
    void context.queryClient.prefetchInfiniteQuery(motionListQueryOptions({ ...deps, pageId: page._id }));
    return page;
  },
  // The words the Worker also puts into this address's HTML (worker/seo/page-head.ts).
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle(NOT_FOUND_TITLES.page) }] };
    const { title, description } = pageText(loaderData);
    return { meta: pageMeta(title, description) };
  },
  pendingComponent: DetailPending,
  notFoundComponent: MotionPageNotFound,
  component: MotionPageDetail,
});

function MotionPageDetail() {
  const { slug, page: pageSlug } = Route.useParams();
  // The loader has filled the cache; reading through the query keeps the page fresh on refetch.
  const { data: page } = useSuspenseQuery(pageQuery(pageSlug, slug));
  const { q, sort, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  // As on /motions: defaults left out of the URL, sorts and filters pushed, a search replaced while typing.
  const view = (change: MotionListSearch, replace = false) =>
    void navigate({ search: (prev) => validateMotionListSearch({ ...prev, ...change }), replace, resetScroll: false });
  // The scope keeps a motion submitted here on top of the list until the member leaves; the key forgets it
  // when the same route shows another page.
  return (
    <NewMotionScope key={page._id}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <PageProfile
          page={page}
          actions={
            <>
              <FollowButton page={page} />
              <SubmitMotionButton pageId={page._id} pageName={displayPageName(page.name)} />
            </>
          }
        />
        <section aria-labelledby="motions-heading" className="mt-14 border-t border-line pt-10">
          <h2 id="motions-heading" className="text-2xl font-bold tracking-tight text-ink">
            Motions
          </h2>
          <div className="mt-6">
            <MotionList
              pageId={page._id}
              q={q}
              sort={sort}
              status={status}
              onSortChange={(next) => view({ sort: next })}
              onStatusChange={(next) => view({ status: next })}
              onSearchChange={(next, { replace }) => next !== q && view({ q: next }, replace)}
            />
          </div>
        </section>
      </div>
    </NewMotionScope>
  );
}

function DetailPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageProfileSkeleton />
    </div>
  );
}

function MotionPageNotFound() {
  return (
    <NotFoundScreen
      title="Motion page not found"
      action={
        <Link to="/pages" className={buttonClass({ variant: "primary" })}>
          Browse Motion Pages
        </Link>
      }
    >
      There is no motion page at this address. It may have been renamed or removed.
    </NotFoundScreen>
  );
}
