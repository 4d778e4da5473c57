import type { ContactStatus } from "@contract/limits";
import { clsx } from "clsx";

// The filters in the order shown (what still needs doing first). Checked against the contract's statuses,
// so a status added or renamed there fails type-checking here instead of silently going missing.
const LABELS = { open: "Open", handled: "Handled", all: "All" } satisfies Record<ContactStatus, string>;
const OPTIONS = Object.entries(LABELS) as [ContactStatus, string][];

/**
 * Open / Handled / All as toggle buttons (aria-pressed): each is a plain button in the tab order, which
 * needs no arrow-key handling to be fully usable by keyboard.
 */
export function StatusFilter({ value, onChange }: { value: ContactStatus; onChange: (next: ContactStatus) => void }) {
  return (
    <div role="group" aria-label="Show messages" className="inline-flex rounded-xl border border-line bg-surface-sunken p-1">
      {OPTIONS.map(([status, label]) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={clsx(
            "min-h-11 rounded-lg px-4 text-sm font-semibold transition-colors",
            value === status ? "bg-surface-raised text-ink shadow-sm" : "text-ink-muted hover:text-ink",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
