import { Clock, FileLock2, Scale, Vote } from "lucide-react";
import { Container } from "../../../components/container";
import { Reveal } from "./reveal";
import { IconTile, SectionHeading } from "./section-parts";

// Each safeguard is something the system does today, so the section promises nothing it cannot show.
const SAFEGUARDS = [
  {
    Icon: Clock,
    title: "A permanent, timestamped record",
    text: "Motions cannot be edited after submission. What was proposed, and when, is never rewritten later.",
  },
  {
    Icon: Vote,
    title: "One member, one vote",
    text: "Each verified member has one vote per motion, enforced by the database. Counts are public; who voted stays private.",
  },
  {
    Icon: Scale,
    title: "Reasons, not just scores",
    text: "Every score comes with an analysis that explains it against a rubric anyone can read. It informs; it never decides.",
  },
  {
    Icon: FileLock2,
    title: "Nothing to buy",
    text: "There is no paid placement and no advertising. Attention on Plaza is earned by motions, not sold to sponsors.",
  },
];

/** The Anti-Corruption section: public scrutiny as the safeguard, and what makes it enforceable. */
export function AntiCorruptionSection() {
  return (
    <section aria-labelledby="honesty-title" className="py-20 sm:py-28">
      <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <Reveal>
          <SectionHeading id="honesty-title" eyebrow="Anti-Corruption" title="Honesty Beats the Game When It's Public">
            <p>
              Corruption lives in the gap between when a decision is made and when the public finds out. Favours,
              quiet budget lines and last-minute changes depend on nobody looking until it is too late to object.
            </p>
            <p>
              Close that gap and the incentives turn around. When proposals, figures and votes are visible as
              they happen, playing the system stops paying — and doing the honest thing becomes the easiest way
              to win support.
            </p>
          </SectionHeading>
        </Reveal>
        <Reveal delay={100}>
          <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-bold text-ink">Public Oversight</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">
              Oversight works when anyone can check the record, not only auditors and journalists.
            </p>
            <ul className="mt-6 space-y-5">
              {SAFEGUARDS.map(({ Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <IconTile>
                    <Icon className="size-5" />
                  </IconTile>
                  <div>
                    <h4 className="font-semibold text-ink">{title}</h4>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
