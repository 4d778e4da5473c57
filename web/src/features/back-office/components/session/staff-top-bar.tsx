import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { BrandMark } from "../../../../components/brand-mark";
import { ThemeToggle } from "../../../../components/theme-toggle";
import type { StaffMember } from "../../api/session-api";
import { managesJurisdictions, staffRole } from "../../lib/jurisdiction-reach";
import { adminPaths, staffLabel, staffPaths, type StaffKind } from "../../lib/staff-kind";

/** `waiting`: a figure shown on the link (the motions waiting for a moderator), left out when 0 or unknown. */
type TopLink = { label: string; to: string; waiting?: number };

/**
 * The admin bar has Motions, Moderation, Pages, Editors and Messages, and Jurisdictions for a national admin
 * (and a region's or a city's, who add below theirs: README.md, "Staff per jurisdiction"); the editor bar
 * Motions, Moderation and Pages. `waiting` goes on Moderation.
 */
export const staffLinks = (kind: StaffKind, waiting?: number, member?: Pick<StaffMember, "jurisdiction"> | null): TopLink[] =>
  kind === "admin"
    ? [
        { label: "Motions", to: staffPaths.admin.motions },
        { label: "Moderation", to: staffPaths.admin.moderation, waiting },
        { label: "Pages", to: staffPaths.admin.pages },
        { label: "Editors", to: adminPaths.editors },
        { label: "Messages", to: adminPaths.messages },
        ...(managesJurisdictions(member) ? [{ label: "Jurisdictions", to: adminPaths.jurisdictions }] : []),
      ]
    : [
        { label: "Motions", to: staffPaths.editor.motions },
        { label: "Moderation", to: staffPaths.editor.moderation, waiting },
        { label: "Pages", to: staffPaths.editor.pages },
      ];

const count = new Intl.NumberFormat("en-US");

/** The figure on a link, seen as a pill; the link's name says it in words (see below). */
function WaitingBadge({ waiting }: { waiting?: number }) {
  if (!waiting) return null;
  return (
    <span aria-hidden="true" className="ms-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums dark:bg-amber-950 dark:text-amber-200">
      {count.format(waiting)}
    </span>
  );
}

const linkClass =
  "inline-flex min-h-11 shrink-0 items-center rounded-xl px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong";

/** Who is signed in, for whom: "Rivermouth · City admin", "National admin"; the kind alone before sign-in. */
function RoleBadge({ kind, member }: { kind: StaffKind; member?: Pick<StaffMember, "kind" | "jurisdiction"> | null }) {
  const { where, role } = member ? staffRole(member) : { where: null, role: staffLabel[kind] };
  return (
    <span data-testid="staff-role" className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
      {where && (
        <>
          <span dir="auto" className="user-text">
            {where}
          </span>
          {" · "}
        </>
      )}
      {role}
    </span>
  );
}

/**
 * The back office's own top bar, in place of the public navigation (the root hides that on /admin and
 * /editor). Sticky rather than fixed, so on narrow screens the links can take a second row. The login
 * screens show it without links and account.
 */
export function StaffTopBar({ kind, member, links = [], account }: { kind: StaffKind; member?: StaffMember | null; links?: TopLink[]; account?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2.5 sm:px-6">
        <Link to="/" className="-mx-1 inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-lg font-bold tracking-tight text-ink">
          <BrandMark className="size-8" />
          <span>Plaza</span>
          <span className="sr-only">home</span>
        </Link>
        <RoleBadge kind={kind} member={member} />
        {links.length > 0 && (
          // On phones the links take their own full-width row under the brand, scrolling if they must.
          <nav aria-label="Back office" className="order-last -mx-1 w-full overflow-x-auto sm:order-none sm:mx-0 sm:ml-4 sm:w-auto">
            <ul className="flex gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to as "/"}
                    // "Moderation, 2 waiting": a name of its own, since browsers join a hidden figure's words unevenly.
                    aria-label={link.waiting ? `${link.label}, ${count.format(link.waiting)} waiting` : undefined}
                    className={linkClass}
                  >
                    {link.label}
                    <WaitingBadge waiting={link.waiting} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {account}
        </div>
      </div>
    </header>
  );
}
