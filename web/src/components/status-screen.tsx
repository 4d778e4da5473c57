import type { ReactNode } from "react";

/** A centred message screen (error, not found) with room for the way onward. */
export function StatusScreen({
  icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">{icon}</div>
      {eyebrow && <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">{title}</h1>
      {children && <div className="mt-4 text-base leading-relaxed text-ink-muted text-pretty">{children}</div>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
