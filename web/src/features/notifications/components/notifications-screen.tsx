import { LogIn, SlidersHorizontal } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClass } from "../../../components/button-styles";
import { useMembersOnlyScreen } from "../../../lib/members-only-screen";
import { EMAIL_PREFERENCES_ID, EmailPreferences } from "./email-preferences";
import { NotificationFeed } from "./notification-feed";

/** Brings the e-mail preferences into view and moves focus to their heading, without a router navigation. */
const jumpToPreferences = (event: MouseEvent) => {
  event.preventDefault();
  const section = document.getElementById(EMAIL_PREFERENCES_ID);
  section?.scrollIntoView({ block: "start" });
  document.getElementById(`${EMAIL_PREFERENCES_ID}-heading`)?.focus({ preventScroll: true });
};

/**
 * /me/notifications: everything the member was told, and the e-mail preferences beside it (below it on a
 * phone, one link away). A visitor who is not signed in gets the login dialog at once, as on /me.
 */
export function NotificationsScreen() {
  const { isLoggedIn, requireMember } = useMembersOnlyScreen();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Notifications</h1>
          <p className="mt-2 text-ink-muted text-pretty">
            The city&apos;s answers to motions you posted or voted on and to motions on pages you follow, and the scores of your motions.
          </p>
        </div>
        {isLoggedIn && (
          <a href={`#${EMAIL_PREFERENCES_ID}`} onClick={jumpToPreferences} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline lg:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            E-mail preferences
          </a>
        )}
      </header>
      {isLoggedIn ? (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <NotificationFeed />
          <div className="lg:sticky lg:top-24">
            <EmailPreferences />
          </div>
        </div>
      ) : (
        <div className="mt-8 rounded-2xl border border-line bg-surface-raised p-6 text-ink">
          <p>Log in to see your notifications and choose which ones reach you by e-mail.</p>
          <button type="button" onClick={() => void requireMember()} className={buttonClass({ variant: "primary", className: "mt-4" })}>
            <LogIn aria-hidden="true" className="size-4" />
            Log In
          </button>
        </div>
      )}
    </div>
  );
}
