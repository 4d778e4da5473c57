import { clsx } from "clsx";
import { Skeleton } from "../../../components/skeleton";
import type { MessageStatus } from "./message-api";

const OPTIONS: { value: MessageStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

/**
 * Open / Handled / All as toggle buttons (aria-pressed): each is a plain button in the tab order, which
 * needs no arrow-key handling to be fully usable by keyboard.
 */
export function StatusFilter({ value, onChange }: { value: MessageStatus; onChange: (next: MessageStatus) => void }) {
  return (
    <div role="group" aria-label="Show messages" className="inline-flex rounded-xl border border-line bg-surface-sunken p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "min-h-11 rounded-lg px-4 text-sm font-semibold transition-colors",
            value === option.value ? "bg-surface-raised text-ink shadow-sm" : "text-ink-muted hover:text-ink",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function MessageSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-2xl border border-line bg-surface-raised p-5">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-3 w-56" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
