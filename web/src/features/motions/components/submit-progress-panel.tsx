import { LoaderCircle } from "lucide-react";
import { progressPercent, SUBMIT_PROGRESS_STEPS } from "../lib/submit-progress";

/**
 * What the dialog shows while a motion is processed: the current status message, a
 * progress bar and its percentage. The message is a polite live region, so screen reader users hear
 * the steps without being interrupted; the bar carries the same numbers for assistive technology.
 */
export function SubmitProgressPanel({ step }: { step: number }) {
  const message = SUBMIT_PROGRESS_STEPS[step] ?? SUBMIT_PROGRESS_STEPS[0];
  const percent = progressPercent(step);
  return (
    <div className="rounded-xl border border-brand/30 bg-brand-soft/60 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex min-w-0 items-center gap-2 font-medium text-ink">
          <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-brand" />
          <span aria-live="polite">{message}</span>
        </p>
        <span className="shrink-0 font-semibold tabular-nums text-ink">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Motion analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${message}`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-raised ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
