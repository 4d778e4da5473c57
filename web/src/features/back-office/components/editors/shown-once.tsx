import { Check, Copy, TriangleAlert } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";

type CopyState = "idle" | "copied" | "failed";

/**
 * A secret the server answered once and keeps only as a hash (a new password, a browser-trust link): it
 * lives only in the dialog's state and is gone when the dialog closes. Copy uses the clipboard when the
 * browser allows it; otherwise the text is selected and the person is told how to copy it by hand.
 */
export function ShownOnce({ notice, label, value, what, children }: { notice: string; label: string; value: string; what: string; children?: ReactNode }) {
  const [state, setState] = useState<CopyState>("idle");
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
      // Focus (which also selects, see onFocus) so Ctrl+C copies it straight away.
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-amber-600/40 bg-amber-50 p-4 dark:border-amber-300/30 dark:bg-amber-950/30">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900 dark:text-amber-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {notice}
      </p>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {/* Side by side where there is room; on a phone the whole value stays readable above the button. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-ink-muted/70 bg-surface px-3 font-mono text-base text-ink"
        />
        <button type="button" onClick={() => void copy()} className={buttonClass({ variant: "primary", size: "sm" })}>
          {state === "copied" ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {state === "copied" ? "Copied" : "Copy"}
        </button>
      </div>
      {children}
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {state === "copied"
          ? "Copied to the clipboard."
          : state === "failed"
            ? `Copying is not available in this browser. The ${what} is selected: copy it with Ctrl+C (⌘C on a Mac).`
            : ""}
      </p>
    </div>
  );
}
