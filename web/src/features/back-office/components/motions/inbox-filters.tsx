import { INBOX_SORTS, type InboxSort } from "@contract/limits";
import { MOTION_STATUSES, STATUS_LABELS, type MotionStatus } from "@contract/statuses";
import { useId } from "react";
import type { InboxSearch } from "../../lib/inbox-search";

const SORT_LABELS: Record<InboxSort, string> = { Oldest: "Oldest first", Latest: "Newest first", Votes: "Most votes", "A.I": "Highest score" };
const controlClass = "min-h-11 rounded-xl border border-line bg-surface-raised px-3 text-sm font-medium text-ink shadow-sm";

/** Status, "awaiting a first response" and sort: each change is a new view in the URL. */
export function InboxFilters({ search, onChange }: { search: InboxSearch; onChange: (next: Partial<InboxSearch>) => void }) {
  const ids = { status: useId(), sort: useId(), awaiting: useId() };
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={ids.status} className="text-sm font-medium text-ink-muted">
          Status
        </label>
        <select
          id={ids.status}
          value={search.status ?? ""}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as MotionStatus | undefined })}
          className={controlClass}
        >
          <option value="">All statuses</option>
          {MOTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={ids.sort} className="text-sm font-medium text-ink-muted">
          Sort
        </label>
        <select id={ids.sort} value={search.sort ?? "Oldest"} onChange={(e) => onChange({ sort: e.target.value as InboxSort })} className={controlClass}>
          {INBOX_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={ids.awaiting} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input
          id={ids.awaiting}
          type="checkbox"
          checked={search.awaiting === true}
          onChange={(e) => onChange({ awaiting: e.target.checked || undefined })}
          className="size-5 rounded border-line accent-brand"
        />
        Awaiting a first response
      </label>
    </div>
  );
}
