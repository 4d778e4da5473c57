import { Link } from "@tanstack/react-router";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";

type Tone = "brand" | "success" | "danger";

// Soft badge colours with dark text in light mode and light text in dark mode: 4.5:1 or better in both.
const tones: Record<Tone, string> = {
  brand: "bg-brand-soft text-brand-strong",
  success: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  danger: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
};

/**
 * The frame of the auth screens (verification, pending, password reset, Google return): one centred card
 * in the shell's visual language, an icon badge, the screen's heading, its text and the ways on.
 */
export function AuthCard({
  icon: Icon,
  tone = "brand",
  spin = false,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone?: Tone;
  spin?: boolean;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-line bg-surface-raised p-6 text-center shadow-sm sm:p-10">
        <div className={clsx("mx-auto flex size-16 items-center justify-center rounded-2xl", tones[tone])}>
          <Icon aria-hidden="true" className={clsx("size-8", spin && "animate-spin")} />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink text-balance sm:text-3xl">{title}</h1>
        {children && <div className="mt-4 space-y-3 text-base leading-relaxed text-ink-muted text-pretty">{children}</div>}
        {actions && <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">{actions}</div>}
      </div>
    </section>
  );
}

/** The way out of every auth screen. */
export function HomeLink({ label = "Go to Home", primary = false }: { label?: string; primary?: boolean }) {
  return (
    <Link to="/" replace className={buttonClass({ variant: primary ? "primary" : "secondary" })}>
      {label}
    </Link>
  );
}
