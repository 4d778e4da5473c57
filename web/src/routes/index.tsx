import { createFileRoute } from "@tanstack/react-router";
import { SITE_DESCRIPTION, SITE_TITLE } from "@contract/route-meta";
import { HydrateApart } from "../components/hydrate-apart";
import { GetInTouchSection } from "../features/contact/components/get-in-touch-section";
import { ClosingPanel } from "../features/landing/components/closing-panel";
import { LandingSections } from "../features/landing/components/landing-sections";
import { SubmitMotionButton } from "../features/motions/components/submit-motion-button";
import { statsQuery } from "../features/landing/api/stats-query";
import { homePagesQuery } from "../features/pages/api/page-queries";
import { PageCardList } from "../features/pages/components/page-card-list";
import { displayPageName } from "../lib/page-name";

export const Route = createFileRoute("/")({
  head: () => ({ meta: [{ title: SITE_TITLE }, { name: "description", content: SITE_DESCRIPTION }] }),
  // Started, not awaited: in the browser the story renders at once and the lists show skeletons meanwhile;
  // a server render waits for every request it started, so its HTML has the lists.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homePagesQuery());
    void context.queryClient.prefetchQuery(statsQuery());
  },
  component: HomePage,
});

// The landing page: the story, the live list of motion pages, the closing call, and contact.
function HomePage() {
  return (
    <>
      <LandingSections />
      <section id="campaigns" aria-labelledby="campaigns-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Live now</p>
          <h2 id="campaigns-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
            Motion Campaigns
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
            Choose a motion page to read what people are proposing, see how each motion scores, and add your own.
          </p>
        </header>
        <HydrateApart>
          <div className="mt-10">
            {/* The route composes the features: each card gets the motions feature's Submit Motion control. */}
            <PageCardList
              renderActions={(page) => (
                <SubmitMotionButton pageId={page._id} pageName={displayPageName(page.name)} variant="compact" />
              )}
            />
          </div>
        </HydrateApart>
      </section>
      <HydrateApart>
        <ClosingPanel />
      </HydrateApart>
      <HydrateApart>
        <GetInTouchSection />
      </HydrateApart>
    </>
  );
}
