import type { Motion } from "../api/motion-queries";

type Criteria = NonNullable<Motion["aiCriteria"]>;

// The rubric's seven criteria in the order /how-scoring-works publishes them.
const CRITERIA: { key: keyof Criteria; label: string }[] = [
  { key: "relevance", label: "Relevance" },
  { key: "originality", label: "Originality" },
  { key: "feasibility", label: "Feasibility" },
  { key: "impact", label: "Impact" },
  { key: "clarity", label: "Clarity" },
  { key: "scalability", label: "Scalability" },
  { key: "sustainability", label: "Sustainability" },
];

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** The per-criterion scores (0–100) as labelled bars; the number is the content, the bar a visual aid. */
export function AiCriteria({ criteria }: { criteria: Criteria }) {
  return (
    <ul aria-label="Score by criterion" className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {CRITERIA.map(({ key, label }) => {
        const value = Math.round(clamp(criteria[key]));
        return (
          <li key={key} className="text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-ink-muted">{label}</span>
              <span className="font-medium tabular-nums text-ink">
                {value}
                <span className="sr-only"> out of 100</span>
              </span>
            </div>
            <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-line">
              <div className="h-full rounded-full bg-brand" style={{ width: `${value}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
