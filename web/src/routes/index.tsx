import { createFileRoute } from "@tanstack/react-router";
import { CampaignList } from "../features/entities/components/campaign-list";
import { SITE_TITLE } from "../components/site-title";

export const Route = createFileRoute("/")({
  head: () => ({ meta: [{ title: SITE_TITLE }] }),
  component: HomePage,
});

// No loader: the list shows its three skeleton cards while the request runs (spec §4 Campaign list).
function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Live now</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">Motion Campaigns</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
          Choose a motion page to read what people are proposing, see how each motion scores, and add your own.
        </p>
      </header>
      <div className="mt-10">
        <CampaignList />
      </div>
    </div>
  );
}
