import { createFileRoute } from "@tanstack/react-router";
import { lazy } from "react";
import { SITE_DESCRIPTION, SITE_TITLE } from "@contract/route-meta";
import { HydrateApart } from "../components/hydrate-apart";
import { citySuggestionQuery } from "../features/jurisdictions/api/suggestion-query";
import { CityCampaigns } from "../features/jurisdictions/components/city-campaigns";
import { ClosingPanel } from "../features/landing/components/closing-panel";
import { LandingSections } from "../features/landing/components/landing-sections";
import { SubmitMotionButton } from "../features/motions/components/submit-motion-button";
import { statsQuery } from "../features/landing/api/stats-query";
import { homePagesQuery } from "../features/pages/api/page-queries";
import { PageCardList } from "../features/pages/components/page-card-list";
import { displayPageName } from "../lib/page-name";

// The page's last section, far below the fold, comes after the first download (the home page's JavaScript budget,
// README.md "Performance"): a server-rendered page shows its HTML meanwhile, and React adopts it once the code
// is here (its HydrateApart boundary), replaying a click made before that.
const GetInTouchSection = lazy(() =>
  import("../features/contact/components/get-in-touch-section").then((module) => ({ default: module.GetInTouchSection })),
);

export const Route = createFileRoute("/")({
  head: () => ({ meta: [{ title: SITE_TITLE }, { name: "description", content: SITE_DESCRIPTION }] }),
  // Started, not awaited: in the browser the story renders at once and the lists show skeletons meanwhile.
  // A server render waits for every request it started, but only for those started by the time the loader
  // returns: there, the city (the visitor's cookie, as GET /api/jurisdictions/suggest answers it) is awaited
  // first, so the HTML already lists that city's pages.
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(statsQuery());
    const choice = context.queryClient.ensureQueryData(citySuggestionQuery()).catch(() => null);
    const pages = choice.then((answer) => context.queryClient.prefetchQuery(homePagesQuery(answer?.chosen?.slug)));
    if (import.meta.env.SSR) await pages;
  },
  component: HomePage,
});

// The landing page: the story, the live list of motion pages of the visitor's city, the closing call, and contact.
function HomePage() {
  return (
    <>
      <LandingSections />
      <CityCampaigns
        renderPages={(city) => (
          // The route composes the features: each card gets the motions feature's Submit Motion control.
          <PageCardList
            jurisdiction={city?.slug}
            empty={city ? `${city.name} has no motion pages yet.` : undefined}
            renderActions={(page) => <SubmitMotionButton pageId={page._id} pageName={displayPageName(page.name)} variant="compact" />}
          />
        )}
      />
      <HydrateApart>
        <ClosingPanel />
      </HydrateApart>
      <HydrateApart>
        <GetInTouchSection />
      </HydrateApart>
    </>
  );
}
