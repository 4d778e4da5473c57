import { clsx } from "clsx";
import type { ReactNode } from "react";

/** A line-and-word divider ("or") between the e-mail form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

/** A button styled as an inline link, for switching modes inside the modal (44 px tall to tap). */
export function LinkButton({ onClick, children, className }: { onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx("inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-brand underline-offset-4 hover:underline", className)}
    >
      {children}
    </button>
  );
}
