import { DoorClosed, DoorOpen } from "lucide-react";
import { Container } from "../../../components/container";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-parts";

// Each row pairs how city decisions reach people today with what Plaza changes about it.
const CONTRASTS = [
  {
    before: "A public hearing at 10 a.m. on a weekday, three minutes at the microphone.",
    after: "A motion on the record at any hour, from anywhere, scored and open to every resident's vote.",
  },
  {
    before: "Budgets and plans published once they have been approved.",
    after: "Drafts and figures visible while they can still change, with the public's response beside them.",
  },
  {
    before: "A vote every few years, then silence until the next campaign.",
    after: "A weekly say on priorities, so the people deciding hear from residents all year.",
  },
];

/** "The Fortress Is Crumbling": why the old distance between residents and decisions no longer holds. */
export function FortressSection() {
  return (
    <section aria-labelledby="fortress-title" className="py-20 sm:py-28">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <Reveal>
          <SectionHeading id="fortress-title" eyebrow="Why now" title="The Fortress Is Crumbling">
            <p>
              For generations, city government has worked like a fortress: decisions are made inside, and
              residents hear about them once the gates reopen. That was never fair, and it is no longer
              necessary.
            </p>
            <p>
              Nearly everyone now carries a way to read, write and vote in their pocket. People already
              expect to track a parcel to their door; they should be able to follow a decision about their
              street just as closely.
            </p>
          </SectionHeading>
        </Reveal>
        <ul className="space-y-4">
          {CONTRASTS.map(({ before, after }, index) => (
            <Reveal as="li" key={before} delay={index * 100} className="grid overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm sm:grid-cols-2">
              <div className="flex gap-3 bg-surface-sunken p-5">
                <DoorClosed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                <p className="text-sm leading-relaxed text-ink-muted">
                  <span className="block font-semibold text-ink">Behind closed doors</span>
                  {before}
                </p>
              </div>
              <div className="flex gap-3 p-5">
                <DoorOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <p className="text-sm leading-relaxed text-ink-muted">
                  <span className="block font-semibold text-ink">In the open</span>
                  {after}
                </p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
