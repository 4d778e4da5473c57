import type { Rubric } from "../api/rubric-query";

/**
 * The rubric's criteria in published order: name, weight and what it measures. The weight is written
 * out; the bar beside it is only a visual aid, hidden from assistive technology.
 */
export function CriteriaList({ criteria, format }: { criteria: Rubric["criteria"]; format: (weight: number) => string }) {
  return (
    <ol className="space-y-3">
      {criteria.map(({ key, label, weight, description }) => (
        <li key={key} className="rounded-xl border border-line bg-surface-raised p-4 shadow-sm">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-semibold text-ink">{label}</h3>
            <p className="shrink-0 text-sm font-semibold tabular-nums text-ink">
              {format(weight)}
              <span className="sr-only"> of the score</span>
            </p>
          </div>
          <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-line">
            <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, weight * 100)}%` }} />
          </div>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{description}</p>
        </li>
      ))}
    </ol>
  );
}
