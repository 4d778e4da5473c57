import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";

/** A list's empty or failed state: an icon, what happened, and the way on. */
export function StatePanel({ icon, title, children, action }: { icon: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
      <span className="text-ink-muted">{icon}</span>
      <p className="mt-3 text-lg font-semibold text-ink">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-ink-muted">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** Try again after a failed load; the toast already said why. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <button type="button" onClick={() => void onRetry()} className={buttonClass()}>
      <RotateCcw aria-hidden="true" className="size-4" />
      Try again
    </button>
  );
}
