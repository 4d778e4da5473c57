import { Container } from "../../../components/container";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-parts";

// Stages are labelled by order, not dates: Plaza is in development and does not promise a timetable.
const STAGES = [
  {
    when: "Now",
    title: "One city, done properly",
    text: "Plaza starts with one large city: motion pages for the offices and people who make decisions, motions from residents, public vote counts and an analysis of every motion.",
  },
  {
    when: "Next",
    title: "Priorities every week",
    text: "Weekly votes on what matters most, with plans and budgets shown beside the public's response while they are still drafts.",
  },
  {
    when: "Then",
    title: "A national blueprint",
    text: "An open, documented system any city can adopt, so the right to be heard between elections does not depend on your postcode.",
  },
];

/** The Future Vision section: where Plaza is heading, stated as a direction rather than a deadline. */
export function FutureSection() {
  return (
    <section aria-labelledby="future-title" className="border-t border-line py-20 sm:py-28">
      <Container>
        <Reveal>
          <SectionHeading id="future-title" eyebrow="Future Vision" title="The First Real-Time Democracy" className="mx-auto text-center">
            <p>
              Representative democracy was designed when news travelled by horse. The institutions can stay;
              the delay does not have to. We are building the missing channel, one city at a time.
            </p>
          </SectionHeading>
        </Reveal>
        <ol className="mt-14 grid gap-4 md:grid-cols-3">
          {STAGES.map(({ when, title, text }, index) => (
            <Reveal as="li" key={when} delay={index * 120} className="relative rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
              <p className="inline-flex rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand-strong uppercase">
                {when}
              </p>
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </Reveal>
          ))}
        </ol>
      </Container>
    </section>
  );
}
