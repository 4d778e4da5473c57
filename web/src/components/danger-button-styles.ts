import { clsx } from "clsx";
import { buttonClass } from "./button-styles";

// The button of what cannot be undone (deleting an account, an editor); its label says so too, never the
// colour alone. Apart from button-styles.ts, which every first visit loads: only screens loaded on demand
// use it.
const DANGER =
  "bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300 disabled:bg-ink-muted/40 dark:disabled:text-slate-950";

export const dangerButtonClass = ({ className }: { className?: string } = {}) => buttonClass({ variant: "plain", className: clsx(DANGER, className) });
