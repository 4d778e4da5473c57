import { clsx } from "clsx";
import { CircleAlert, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";

/** The form's submit button: "Processing..." and disabled while the request runs, so it cannot go twice. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    // A disabled default button also blocks submitting by Enter (HTML implicit submission).
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass({ variant: "primary", className: "min-h-12 w-full" })}>
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? "Processing..." : children}
    </button>
  );
}

/** The server's answer to a failed submit, announced as it appears. Renders nothing without one. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-700/40 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      {message}
    </p>
  );
}

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
