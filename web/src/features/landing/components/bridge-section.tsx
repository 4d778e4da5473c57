import { Container } from "../../../components/container";
import { LiveSystemCard } from "./live-system-card";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-parts";

// The four commitments behind the bridge, numbered in this order on the page.
const POINTS = [
  {
    title: "Direct Input",
    text: "Post a motion to the page of the office, agency or public figure it concerns. It is timestamped, cannot be edited after submission, and stays on the record for everyone to read and vote on.",
  },
  {
    title: "Radical Transparency",
    text: "Plans, budgets and votes belong in public view before they are locked, not after. Every motion shows its vote counts and its score against a published rubric, with the reasons behind it.",
  },
  {
    title: "Continuous Participation",
    text: "Democracy should not pause between elections. Plaza is built around weekly voting on priorities, so residents steer what gets attention while it still matters.",
  },
  {
    title: "Tech Infrastructure",
    text: "Plaza runs on Cloudflare's global network with a published scoring rubric, one vote per member per motion enforced by the database, and no advertising or tracking code.",
  },
];

/** "A Living Communication Bridge": the four commitments, and the live figures that show it working. */
export function BridgeSection() {
  return (
    <section aria-labelledby="bridge-title" className="border-y border-line bg-surface-sunken py-20 sm:py-28">
      <Container>
        <Reveal>
          <SectionHeading id="bridge-title" eyebrow="How it works" title="A Living Communication Bridge">
            <p>
              Plaza connects the people who live with decisions to the people who make them — not once a
              term, but every day, in both directions and in public.
            </p>
          </SectionHeading>
        </Reveal>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-16">
          <ol className="grid gap-4 sm:grid-cols-2">
            {POINTS.map(({ title, text }, index) => (
              <Reveal as="li" key={title} delay={index * 80} className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
                <span aria-hidden="true" className="font-mono text-sm font-bold text-brand">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-2 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
              </Reveal>
            ))}
          </ol>
          <Reveal>
            <LiveSystemCard />
          </Reveal>
        </div>
      </Container>
    </section>
  );
}
