import { clsx } from "clsx";
import type { MouseEvent, ReactNode } from "react";

/** The screen's parts, in order: the in-page navigation lists them, each section takes its id. */
export const ACCOUNT_SECTIONS = [
  { id: "profile", title: "Profile" },
  { id: "home-city", title: "Home city" },
  { id: "password", title: "Password" },
  { id: "email", title: "E-mail address" },
  { id: "sessions", title: "Sessions" },
  { id: "your-data", title: "Your data" },
  { id: "delete-account", title: "Delete account" },
] as const;
export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]["id"];

const headingId = (id: AccountSectionId) => `${id}-heading`;

/**
 * Brings a section into view and moves focus to its heading, so keyboard and screen-reader users land where
 * sighted ones look. Without a router navigation: the address stays the screen's own (a deletion link's
 * token included).
 */
export function showSection(id: AccountSectionId) {
  document.getElementById(id)?.scrollIntoView({ block: "start" });
  document.getElementById(headingId(id))?.focus({ preventScroll: true });
}

/** An in-page link's click handler for `showSection`; the href stays, for opening in a new tab. */
export const jumpToSection = (id: AccountSectionId) => (event: MouseEvent) => {
  event.preventDefault();
  showSection(id);
};

/**
 * One part of the account screen: a card with its heading (focusable, so the in-page links and a mailed
 * deletion link can move focus to it) and a sentence saying what it does. `danger` marks the part that
 * cannot be undone, by its border and its heading's colour, never by colour alone: its words say so too.
 */
export function AccountSection({
  id,
  description,
  danger = false,
  children,
}: {
  id: AccountSectionId;
  description: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const title = ACCOUNT_SECTIONS.find((section) => section.id === id)!.title;
  return (
    <section
      id={id}
      aria-labelledby={headingId(id)}
      className={clsx(
        "scroll-mt-24 rounded-2xl border bg-surface-raised p-5 shadow-sm sm:p-6",
        danger ? "border-red-700/50 dark:border-red-400/50" : "border-line",
      )}
    >
      <h2
        id={headingId(id)}
        tabIndex={-1}
        className={clsx("text-xl font-bold tracking-tight outline-none", danger ? "text-red-800 dark:text-red-300" : "text-ink")}
      >
        {title}
      </h2>
      <div className="mt-1.5 max-w-prose text-sm leading-relaxed text-ink-muted text-pretty">{description}</div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A lasting answer inside a section ("We sent a link to …"), read out as it appears. */
export function SectionStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={clsx("text-sm font-medium text-ink", message && "mt-4 rounded-xl border border-line bg-surface-sunken px-3.5 py-3")}>
      {message}
    </p>
  );
}
