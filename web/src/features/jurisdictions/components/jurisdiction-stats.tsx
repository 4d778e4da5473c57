import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { formatCount } from "../lib/jurisdiction-text";

/**
 * A jurisdiction's totals, itself and everything below it: how many motion pages, motions and votes, and how
 * many motions got an official answer. A description list, so each figure is read with its name.
 */
export function JurisdictionStats({ stats }: { stats: JurisdictionHome["stats"] }) {
  const figures = [
    { label: "Motion pages", value: stats.pages },
    { label: "Motions", value: stats.motions },
    { label: "Votes", value: stats.votes },
    { label: "Answered", value: stats.answered },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-line bg-surface-raised px-4 py-3 shadow-sm">
          <dt className="text-sm font-medium text-ink-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
