import { clsx } from "clsx";
import { CircleAlert, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";

/** A form's submit button: disabled and spinning while the request runs, so it cannot go twice. */
export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    // A disabled default button also blocks submitting by Enter (HTML implicit submission).
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant: "primary", className: clsx("min-h-12", className) })}
    >
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

/** A screen's heading row: the title, an optional line under it, and actions on the right. */
export function ScreenHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink break-words sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 text-base text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
