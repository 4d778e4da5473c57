import { useEffect } from "react";
import { PageColumn, PageHeader } from "../page-parts";
import { AttentionSection } from "./attention-section";
import { KeyInsights } from "./key-insights";
import { MoreExamplesPanel } from "./more-examples-panel";
import { NarrativeSection } from "./narrative-section";
import { SocialRevolution } from "./social-revolution";
import { WhyItWorks } from "./why-it-works";

/** /manifesto: the storytelling method, section by section in reading order. */
export function ManifestoPage() {
  // The manifesto reads from the top, so it opens at its beginning, even when arriving from a scrolled page
  // or via Back.
  // A link to one of its sections (#key-insights) still lands on that section.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);

  return (
    <article>
      <PageHeader eyebrow="Manifesto" title="Attention Is the New Public Square">
        <p>
          Decisions follow attention. This is how residents can earn it, keep it, and turn it into change — one
          honest video a day, on a path everyone can see, towards a flag everyone can name.
        </p>
      </PageHeader>
      <PageColumn className="space-y-10 py-14 sm:space-y-12 sm:py-20">
        <SocialRevolution />
        <NarrativeSection />
        <AttentionSection />
        <WhyItWorks />
        <MoreExamplesPanel />
        <KeyInsights />
      </PageColumn>
    </article>
  );
}
