import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * Eyebrow, heading and lead of a landing section. The heading carries the id the section is labelled
 * by, so every section is a named region for screen reader navigation.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx("max-w-3xl", className)}>
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-muted text-pretty">{children}</div>}
    </div>
  );
}

/** A small rounded icon tile, used in front of list items and card titles. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx("flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong", className)}
    >
      {children}
    </span>
  );
}
