import { clsx } from "clsx";

type Variant = "primary" | "secondary" | "ghost" | "plain";
type Size = "md" | "sm" | "icon";

// Every size keeps a 44 px hit area (WCAG 2.2 target size, comfortably above the AA minimum).
const sizes: Record<Size, string> = {
  md: "min-h-11 px-5 text-sm",
  sm: "min-h-11 px-3.5 text-sm",
  icon: "size-11 shrink-0",
};

// Dark mode lightens the brand colour, so filled buttons switch to dark text to keep 4.5:1 contrast.
const variants: Record<Variant, string> = {
  primary:
    "bg-brand text-white shadow-sm hover:bg-brand-strong dark:text-slate-950 disabled:bg-ink-muted/40 disabled:text-white dark:disabled:text-slate-950",
  secondary:
    "border border-line bg-surface-raised text-ink shadow-sm hover:border-ink-muted/50 hover:bg-surface-sunken",
  ghost: "text-ink-muted hover:bg-surface-sunken hover:text-ink",
  // No colours: for a style of its own in `className` (danger-button-styles.ts).
  plain: "",
};

/** Class names for buttons and button-like links, so both look and size alike everywhere. */
export function buttonClass({
  variant = "secondary",
  size = "md",
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:shadow-none",
    sizes[size],
    variants[variant],
    className,
  );
}
