import { TRENDING_SORT } from "@contract/jurisdictions";
import { MOTION_SORTS, SEARCH_SORT, type ListSort } from "@contract/limits";
import { MOTION_STATUSES, STATUS_LABELS, type MotionStatus } from "@contract/statuses";
import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { isListSort, isMotionStatus } from "../lib/motion-search";

// The controls above a motion list: native selects, so keyboard and screen readers just work.

// Keyed by name, not by ListSort, so a sort the contract adds shows under its own name until it gets a label here.
const SORT_LABELS: Partial<Record<string, string>> = {
  Relevance: "Relevance",
  "A.I": "Score",
  Votes: "Votes",
  Latest: "Latest",
  Answered: "Recently answered",
  [TRENDING_SORT]: "Trending",
};
const ALL = "all";

function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-11 appearance-none rounded-lg border border-line bg-surface-raised py-2 ps-3 pe-9 text-sm font-medium text-ink shadow-sm hover:border-ink-muted"
        >
          {children}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  );
}

/** "Sort By": Score (the A.I sort), Votes, Latest, Recently answered, Trending; Relevance first while `searching`. */
export function SortSelect({ value, searching = false, onChange }: { value: ListSort; searching?: boolean; onChange: (sort: ListSort) => void }) {
  const sorts: readonly ListSort[] = searching ? [SEARCH_SORT, ...MOTION_SORTS] : MOTION_SORTS;
  return (
    <LabelledSelect label="Sort By" value={value} onChange={(next) => isListSort(next, searching) && onChange(next)}>
      {sorts.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort] ?? sort}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** "Status": every status, or one of the city's answers (open, under review, accepted, …). */
export function StatusSelect({ value, onChange }: { value?: MotionStatus; onChange: (status: MotionStatus | undefined) => void }) {
  return (
    <LabelledSelect label="Status" value={value ?? ALL} onChange={(next) => onChange(isMotionStatus(next) ? next : undefined)}>
      <option value={ALL}>All statuses</option>
      {MOTION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </LabelledSelect>
  );
}
