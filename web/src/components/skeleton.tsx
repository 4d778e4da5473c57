import { clsx } from "clsx";

/** A placeholder block; purely visual, so hidden from assistive technology (the list says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  // Callers may pass their own rounding; two radius utilities at once would leave the winner to CSS order.
  const rounded = /(^|\s)rounded/.test(className ?? "") ? null : "rounded-lg";
  return <div aria-hidden="true" className={clsx("animate-pulse bg-line/80", rounded, className)} />;
}
