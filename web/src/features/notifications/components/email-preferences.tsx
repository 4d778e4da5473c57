import { EMAIL_CATEGORIES } from "@contract/notifications";
import { NOTIFICATION_REASONS, type NotificationReason } from "@contract/statuses";
import { useEmailSwitches } from "../hooks/use-email-switches";
import { EmailSwitch } from "./email-switch";

export const EMAIL_PREFERENCES_ID = "email-preferences";

// What each switch decides, in one line; the labels are the contract's, as in every mail's footer.
const HINTS: Record<NotificationReason, string> = {
  author: "When the city responds to a motion you posted or changes its status.",
  voter: "When the city responds to a motion you voted on, up or down.",
  follower: "When the city answers any motion on a page you follow.",
};

/**
 * The three e-mail switches (GET/PUT /api/me/notification-settings), each saved the moment it is flipped.
 * In-app notifications have no switch: they are always on; so are the moderators' mails to an author (a
 * service message the Worker sends whatever the preferences).
 */
export function EmailPreferences() {
  const { settings, isPending, isError, refetch, flip } = useEmailSwitches();

  return (
    <section id={EMAIL_PREFERENCES_ID} aria-labelledby={`${EMAIL_PREFERENCES_ID}-heading`} className="scroll-mt-24 rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <h2 id={`${EMAIL_PREFERENCES_ID}-heading`} tabIndex={-1} className="text-xl font-bold tracking-tight text-ink outline-none">
        E-mail preferences
      </h2>
      <p className="mt-2 text-sm text-ink-muted text-pretty">
        Choose which answers from the city also reach you by e-mail. In-app notifications, under the bell, are always on, and so are
        e-mails about the moderators&apos; decisions on your own motions.
      </p>
      {isPending ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          Loading your preferences…
        </p>
      ) : isError || !settings ? (
        <p className="mt-4 text-sm text-ink-muted">
          Your preferences could not be loaded.{" "}
          <button type="button" onClick={() => void refetch()} className="font-semibold text-brand underline-offset-4 hover:underline">
            Try again
          </button>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {NOTIFICATION_REASONS.map((reason) => {
            const { setting, label } = EMAIL_CATEGORIES[reason];
            return (
              <li key={reason}>
                <EmailSwitch
                  id={`email-${reason}`}
                  label={label}
                  hint={HINTS[reason]}
                  checked={settings[setting]}
                  onChange={(on) => flip(setting, on)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
