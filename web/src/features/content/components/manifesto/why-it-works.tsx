import { BadgeDollarSign } from "lucide-react";
import pathPoster from "../../../../assets/manifesto/path-to-the-flag-poster.webp";
import pathVideo from "../../../../assets/manifesto/path-to-the-flag.webm";
import { CREATOR_DEPOSIT, SIXTY_TWO_DAYS, WHY_IT_WORKS } from "../../data/manifesto-stories";
import { FlagEcosystem } from "../illustrations";
import { ContentSection } from "../page-parts";

/** "Why Does This Work SO Well": the four reasons, the ecosystem picture, the 62-day story, the deposit. */
export function WhyItWorks() {
  return (
    <ContentSection id="why-it-works" title="Why Does This Work SO Well">
      <p>
        The method is simple on purpose. It works because it lines up with how people pay attention, how feeds
        decide what to show, and how decision-makers decide what to take seriously.
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {WHY_IT_WORKS.map(({ title, text }) => (
          <div key={title} className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
            <dt className="font-bold text-ink">{title}</dt>
            <dd className="mt-2 text-sm leading-relaxed">{text}</dd>
          </div>
        ))}
      </dl>
      <figure>
        <FlagEcosystem />
        <figcaption className="mt-2 text-sm">
          The ecosystem effect: each account carries its own flag, and every overlap between audiences makes all
          of them stronger.
        </figcaption>
      </figure>

      <div className="rounded-2xl bg-brand-soft p-6 sm:p-8">
        <h3 className="text-xl font-bold text-ink">62 days, one button a day</h3>
        <div className="mt-3 space-y-3 text-base leading-relaxed text-ink">
          {SIXTY_TWO_DAYS.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        {/* Served from Plaza itself; preload="none" keeps its bytes off the page until someone presses play. */}
        <figure className="mt-6">
          <video controls muted playsInline preload="none" poster={pathPoster} width={960} height={540} aria-describedby="sixty-two-caption" className="aspect-video w-full rounded-xl bg-slate-900 shadow-lg">
            <source src={pathVideo} type="video/webm" />
          </video>
          <figcaption id="sixty-two-caption" className="mt-2 text-sm text-ink-muted">
            62 days in nine seconds: every dot is one day's video, and the flag rises when the path is complete. No sound.
          </figcaption>
        </figure>
      </div>

      <aside aria-labelledby="deposit-title" className="flex gap-4 rounded-2xl border border-line p-5 sm:p-6">
        <BadgeDollarSign aria-hidden="true" className="size-7 shrink-0 text-brand" />
        <div>
          <h3 id="deposit-title" className="font-bold text-ink">
            {CREATOR_DEPOSIT.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed">{CREATOR_DEPOSIT.text}</p>
          <p className="mt-2 text-sm font-semibold text-ink">{CREATOR_DEPOSIT.note}</p>
        </div>
      </aside>
    </ContentSection>
  );
}
