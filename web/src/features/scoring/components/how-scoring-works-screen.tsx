import { Link } from "@tanstack/react-router";
import { Bot, Calculator, Info, ListChecks, ScanSearch } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import type { Rubric } from "../api/rubric-query";
import { CriteriaList } from "./criteria-list";

// How each scorer is described to the public; the model string from the server follows it.
const providerNames: Record<string, string> = {
  rubric: "the Plaza rubric analyzer, a rule-based program (not a language model) that runs on Plaza's own servers",
  "workers-ai": "a large language model on Cloudflare Workers AI, checked against the rule-based rubric",
  openai: "a large language model behind an OpenAI-compatible endpoint, checked against the rule-based rubric",
};

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id} className="border-t border-line pt-8">
      <h2 id={id} className="flex items-center gap-2.5 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-base leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}

/**
 * The public "How scoring works" page: the audit trail every analysis links to. Everything
 * about the rubric comes from GET /api/ai/rubric, so the page cannot drift from what the scorer does.
 */
export function HowScoringWorksScreen({ rubric }: { rubric: Rubric }) {
  const { scorer, fallback, criteria, formula, version } = rubric;
  const usesRubric = scorer.provider === "rubric";
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Transparency</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">How scoring works</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
          Every motion is scored on {criteria.length} criteria, each from 0 to 100. Its final score is the weighted mean of
          those scores, with the published weights below — the same ones the scorer uses. This is version {version} of the
          rubric.
        </p>
      </header>

      <Section icon={<ListChecks aria-hidden className="size-5" />} title="The criteria and their weights">
        <CriteriaList criteria={criteria} format={(weight) => percent.format(weight)} />
      </Section>

      <Section icon={<Calculator aria-hidden className="size-5" />} title="The formula">
        <pre className="overflow-x-auto rounded-xl border border-line bg-surface-sunken p-4 text-sm whitespace-pre-wrap break-words text-ink">
          <code>{formula}</code>
        </pre>
        <p>
          The score&apos;s colour follows it: 25 or lower is red, below 50 orange, below 75 amber, and 75 or more green.
        </p>
      </Section>

      <Section icon={<Bot aria-hidden className="size-5" />} title="Who scores motions">
        <p>
          Motions are scored by {providerNames[scorer.provider] ?? scorer.provider}:{" "}
          <strong className="font-semibold break-words text-ink">{scorer.model}</strong>.
        </p>
        {!usesRubric && (
          <p>
            {fallback.model} scores a motion instead of the model, with a note saying why, when the motion addresses the scorer
            rather than the page, when the model&apos;s answer is invalid, contradicts its own numbers or is far from the
            rubric&apos;s analysis, or when the model has not answered within about a minute — so no motion waits long for a
            score.
          </p>
        )}
        <p>Each analysis names the scorer that wrote it.</p>
        <p>Motions are scored in the order they arrive, usually within seconds of being submitted.</p>
      </Section>

      <Section icon={<ScanSearch aria-hidden className="size-5" />} title="How the rule-based rubric reads a motion">
        <p>
          The rubric analyses every motion, whichever scorer is in use, and its limits apply to every scorer. It rewards
          substance, not vocabulary:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            It finds the request — what the motion asks the page to do — and credits places, times, costs and numbers only
            when they belong to that request and the reasons given for it. Generic targets, budgets and &ldquo;reported
            monthly&rdquo; lines count for little, and lists of keywords for nothing.
          </li>
          <li>A vague request (&ldquo;make it better&rdquo;) keeps feasibility and impact low, whatever is added after it.</li>
          <li>
            Advertising (links, phone numbers or e-mail addresses with a sales pitch) and text written to the scorer cap
            every criterion at 10; so do gibberish and shouting with a second sign, such as no request at all (alone, they
            cap it at 40). A near-copy of an earlier motion on the same page is capped at 30, and its analysis quotes the
            motion it repeats.
          </li>
          <li>
            It reads English, Spanish, French, German, Portuguese, Italian and Polish: the request and its reasons in each. A
            motion in another language is scored on what any language shows — its length, numbers and names — and its
            analysis says it could not read it. No motion is called off-topic for its language.
          </li>
          <li>Its explanation gives the points that moved the score most and one or two changes that would raise it.</li>
        </ul>
      </Section>

      <Section icon={<Info aria-hidden className="size-5" />} title="What the score means">
        <p className="font-semibold text-ink">The score and its analysis are informational only.</p>
        <p>
          They do not decide whether a motion is adopted, and they do not replace your own judgement — or your vote.
          Motions cannot be edited after submission, so a score always describes the motion exactly as it was posted.
        </p>
      </Section>

      <div className="border-t border-line pt-8">
        <Link to="/motions" className={buttonClass({ variant: "primary" })}>
          See all motions
        </Link>
      </div>
    </article>
  );
}
