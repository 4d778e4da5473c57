import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The reading column of the content pages: narrow enough for comfortable line lengths. */
export function PageColumn({ children, wide = false, className }: { children: ReactNode; wide?: boolean; className?: string }) {
  return <div className={clsx("mx-auto w-full px-4 sm:px-6", wide ? "max-w-6xl" : "max-w-3xl", className)}>{children}</div>;
}

/** A content page's opening: eyebrow, the page's one h1, and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  children,
  wide = false,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** Match the width of the page's body column, so header and text share one left edge. */
  wide?: boolean;
}) {
  return (
    <header className="border-b border-line bg-surface-sunken">
      <PageColumn wide={wide} className="py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-muted text-pretty sm:text-xl">{children}</div>}
      </PageColumn>
    </header>
  );
}

/** A titled section of a content page; the heading labels it, and scroll-mt keeps it clear of the bar. */
export function ContentSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx("scroll-mt-24", className)}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink text-balance sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-muted text-pretty sm:text-lg">{children}</div>
    </section>
  );
}

/** Body text with the site's link style applied to any links inside it. */
export const proseLinks =
  "[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 hover:[&_a]:decoration-2";
