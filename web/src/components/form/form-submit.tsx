import { clsx } from "clsx";
import { CircleAlert, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../button-styles";

/** A form's submit button: "Processing..." and disabled while the request runs, so it cannot go twice. */
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
