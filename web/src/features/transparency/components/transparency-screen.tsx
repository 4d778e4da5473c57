import type { TransparencyReport } from "../api/transparency-query";
import { monthLabel } from "../lib/transparency-format";
import { HiddenByMonth } from "./hidden-by-month";
import { HowModerationWorks } from "./how-moderation-works";
import { ModerationFigures } from "./moderation-figures";
import { PlaceFilter } from "../../../components/place-filter";

/**
 * /transparency: how moderation works, and what it did over the last twelve months — motions hidden per month
 * and reason, how long decisions take, and appeals — from the Worker's moderation log.
 */
type Props = { report: TransparencyReport; place?: string; onPlace?: (slug: string | undefined) => void };

export function TransparencyScreen({ report, place, onPlace }: Props) {
  const first = report.hiddenByMonth[0]?.month;
  const last = report.hiddenByMonth.at(-1)?.month;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-12 px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink text-balance sm:text-5xl">Transparency</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
          Members&apos; motions are public. When one breaks the rules, the city&apos;s moderators can hide it. This page
          explains how that works, and shows how often it happened.
        </p>
      </header>
      <section aria-labelledby="how-heading" className="space-y-5">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-ink">
          How moderation works
        </h2>
        <HowModerationWorks rules={report.rules} />
      </section>
      <section aria-labelledby="figures-heading" className="space-y-5">
        <div>
          <h2 id="figures-heading" className="text-2xl font-bold tracking-tight text-ink">
            The last twelve months
            {report.jurisdiction && (
              <>
                {" in "}
                <span dir="auto">{report.jurisdiction.name}</span>
              </>
            )}
          </h2>
          {first && last && (
            <p className="mt-1 text-ink-muted">
              {monthLabel(first)} to {monthLabel(last)}.
            </p>
          )}
        </div>
        {onPlace && <PlaceFilter label="Figures for" value={place} onChange={onPlace} />}
        <ModerationFigures report={report} />
        <HiddenByMonth months={report.hiddenByMonth} />
      </section>
    </div>
  );
}
