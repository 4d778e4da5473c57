import type { ReactNode } from "react";
import type { TransparencyReport } from "../api/transparency-query";
import { formatCount, formatMedianHours } from "../lib/transparency-format";

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-sm text-ink-muted">{note}</dd>}
    </div>
  );
}

/** The year's headline figures: motions hidden, how long a decision takes, cases decided, and appeals. */
export function ModerationFigures({ report }: { report: TransparencyReport }) {
  const { appeals } = report;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Motions hidden" value={formatCount(report.hiddenTotal)} note="By reports or by a moderator" />
      <Figure label="Median time to a decision" value={formatMedianHours(report.medianHoursToDecision)} note="From entering review to a moderator's decision" />
      <Figure label="Cases decided" value={formatCount(report.casesDecided)} note="Kept, hidden, restored or approved by a moderator" />
      <Figure
        label="Appeals made"
        value={formatCount(appeals.made)}
        note={`${formatCount(appeals.upheld)} upheld (made public again), ${formatCount(appeals.rejected)} rejected`}
      />
    </dl>
  );
}
