import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@contract/moderation-states";
import type { TransparencyReport } from "../api/transparency-query";
import { formatCount, monthLabel, monthTotal, shortMonthLabel } from "../lib/transparency-format";

// One colour per reason for the chart, distinct in light and dark. The chart is a picture of the table
// beside it, which is its text alternative, so colour never carries anything the table does not say.
const SWATCH: Record<ReportReason, string> = {
  spam: "bg-amber-500 dark:bg-amber-400",
  abuse: "bg-red-600 dark:bg-red-400",
  personal: "bg-violet-600 dark:bg-violet-400",
  offtopic: "bg-sky-600 dark:bg-sky-400",
  other: "bg-slate-500 dark:bg-slate-400",
};

type Months = TransparencyReport["hiddenByMonth"];

/** Stacked bars, one a month, scaled to the busiest month. Hidden from assistive technology: the table says it all. */
function HiddenChart({ months }: { months: Months }) {
  const most = Math.max(1, ...months.map((m) => monthTotal(m.byReason)));
  return (
    <div aria-hidden="true" className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {REPORT_REASONS.map((reason) => (
          <li key={reason} className="flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${SWATCH[reason]}`} />
            {REPORT_REASON_LABELS[reason]}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-1.5">
        {months.map(({ month, byReason }) => {
          const total = monthTotal(byReason);
          return (
            <div key={month} className="grid grid-cols-[2.5rem_1fr_2rem] items-center gap-2 text-xs text-ink-muted">
              <span>{shortMonthLabel(month)}</span>
              <div className="flex h-3 overflow-hidden rounded-full bg-surface-sunken">
                {REPORT_REASONS.filter((r) => byReason[r] > 0).map((reason) => (
                  <span key={reason} className={SWATCH[reason]} style={{ width: `${(byReason[reason] / most) * 100}%` }} />
                ))}
              </div>
              <span className="text-end tabular-nums">{formatCount(total)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Motions hidden each month of the last twelve, by reason: a chart, and the accessible table it pictures
 * (months as rows, reasons as columns, totals). The table scrolls on its own on narrow screens.
 */
export function HiddenByMonth({ months }: { months: Months }) {
  return (
    <div className="space-y-4">
      <HiddenChart months={months} />
      <div role="region" aria-labelledby="hidden-table-caption" tabIndex={0} className="overflow-x-auto rounded-2xl border border-line bg-surface-raised">
        <table aria-labelledby="hidden-table-caption" className="w-full min-w-xl border-collapse text-sm">
          <caption className="px-4 pt-4 pb-2 text-start text-ink">
            <span id="hidden-table-caption" className="font-semibold">
              Motions hidden per month and reason
            </span>
            <span className="block text-sm text-ink-muted sm:hidden">Scroll sideways for every reason.</span>
          </caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="px-4 py-2 text-start align-bottom font-semibold">
                Month
              </th>
              {REPORT_REASONS.map((reason) => (
                <th key={reason} scope="col" className="px-3 py-2 text-end align-bottom font-semibold">
                  {REPORT_REASON_LABELS[reason]}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 text-end align-bottom font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map(({ month, byReason }) => (
              <tr key={month} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-2 text-start font-medium whitespace-nowrap text-ink">
                  {monthLabel(month)}
                </th>
                {REPORT_REASONS.map((reason) => (
                  <td key={reason} className="px-3 py-2 text-end text-ink tabular-nums">
                    {formatCount(byReason[reason])}
                  </td>
                ))}
                <td className="px-4 py-2 text-end font-semibold text-ink tabular-nums">{formatCount(monthTotal(byReason))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
