import { STATUS_LABELS, type MotionStatus } from "@contract/statuses";
import clsx from "clsx";
import { CheckCheck, CircleCheck, CircleSlash, Combine, Eye, Hammer } from "lucide-react";
import type { ComponentType } from "react";

// Where a motion stands with the city. The label carries the meaning; colour and icon only repeat it.
// Each pair keeps at least 4.5:1 text contrast on its tint, in light and in dark.
const styles: Record<Exclude<MotionStatus, "open">, { className: string; icon: ComponentType<{ className?: string }> }> = {
  under_review: { className: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-900", icon: Eye },
  accepted: { className: "bg-green-50 text-green-800 ring-green-200 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-900", icon: CircleCheck },
  in_progress: { className: "bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-900", icon: Hammer },
  implemented: { className: "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/60 dark:text-emerald-100 dark:ring-emerald-800", icon: CheckCheck },
  declined: { className: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700", icon: CircleSlash },
  merged: { className: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900", icon: Combine },
};

/** The motion's status as a labelled pill; nothing for an open motion (most motions: no answer yet). */
export function StatusBadge({ status, className }: { status: MotionStatus; className?: string }) {
  if (status === "open") return null;
  const { className: tone, icon: Icon } = styles[status];
  return (
    <span
      data-status={status}
      className={clsx("inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset", tone, className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
