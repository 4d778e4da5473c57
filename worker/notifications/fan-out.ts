import type { FanOutMessage } from "../jobs/notifications";
import { NOTIFICATION_REASONS, type NotificationReason } from "../contract/statuses";
import { mayReadText } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { appendActivityDatabase } from "../db/activity-databases";
import { DIRECTORY, type DatabaseName } from "../db/placement";
import { sendMail } from "../mail/mailer";
import { updateNotificationMail } from "../mail/notification-mail";
import { errorMessage, logEvent } from "../shared/log";
import { motionPath } from "../contract/addresses";
import { cityFollowers, claimMailRecipients, insertNotifications, loadUpdate, nextRecipients, releaseClaim, STRETCH, type LoadedUpdate } from "./recipients";
import { signUnsubscribeToken } from "./unsubscribe-token";

// The fan-out of one official update (README.md, "Notifications"): its motion's author, then every member
// who voted on it (up or down), then the followers of its page and of its city. Each stretch of recipients gets its in-app
// rows, then the mails of those whose preference allows; a message handles a few stretches and names where
// the next one starts, so memory stays flat whatever the number of recipients.
//
// Everything about the update is on its motion's database (README.md, "Databases", routing by placement): the
// update, the voters, the page's and the city's followers (a move copies jurisdiction_follows with the city,
// and every one of them has a card there), and the rows written. Each recipient's directory row names that
// database before their row is written there, so their inbox reads it; addresses and e-mail settings are the
// directory's.
//
// Delivery is at least once. Rows are unique per (update, member), and a mail goes only to a row this
// delivery claimed (emailed_at), so a redelivered message notifies nobody twice and mails nobody twice.

/** Stretches per message: up to 500 recipients, well within what one queue invocation may send. */
const STRETCHES_PER_MESSAGE = 5;
const MAIL_CONCURRENCY = 6;

const nextStage = (stage: NotificationReason) => NOTIFICATION_REASONS[NOTIFICATION_REASONS.indexOf(stage) + 1];

const appLink = (env: Env, path: string) => `${env.APP_URL.replace(/\/+$/, "")}${path}`;

/** Where a fan-out runs: the motion's database by name, and the directory (the same Db when that is it). */
export type FanOutPlace = { database: DatabaseName; directory: Db };

/** Mails one stretch's claimed recipients; a failed mail is released and the whole message retried. */
async function mailStretch(db: Db, directory: Db, env: Env, loaded: LoadedUpdate, stage: NotificationReason, userIds: string[]) {
  const claimed = await claimMailRecipients(db, directory, loaded.update.id, stage, userIds);
  if (!claimed.length) return 0;
  const motionLink = appLink(env, motionPath({ _id: loaded.motion.id, entity: { slug: loaded.page.slug, jurisdiction: loaded.place } }));
  // A follower of the city rather than the page is told so, by the city's name.
  const viaCity = stage === "follower" ? await cityFollowers(db, loaded, claimed.map((c) => c.userId)) : new Map<string, string>();
  let failures = 0;
  const queue = [...claimed];
  const lanes = Array.from({ length: Math.min(MAIL_CONCURRENCY, queue.length) }, async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      try {
        const token = encodeURIComponent(await signUnsubscribeToken(env, { userId: person.userId, category: stage }));
        const mail = updateNotificationMail({
          recipientName: person.name,
          reason: stage,
          pageName: loaded.page.name,
          placeName: loaded.place.name,
          followedCity: viaCity.get(person.userId) ?? null,
          // Read when the mail goes: a motion hidden since the update keeps its words from all but its author.
          motionText: mayReadText(loaded.motion, { id: person.userId }) ? loaded.motion.text : null,
          update: loaded.update,
          links: { motion: motionLink, unsubscribe: appLink(env, `/notifications/unsubscribe?token=${token}`), settings: appLink(env, "/me/notifications") },
        });
        const headers = {
          "List-Unsubscribe": `<${appLink(env, `/api/notifications/unsubscribe?token=${token}`)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        };
        await sendMail(env, person.email, mail, { headers });
      } catch (err) {
        failures += 1;
        logEvent("warn", { event: "notification-mail-failed", updateId: loaded.update.id, userId: person.userId, error: errorMessage(err) });
        await releaseClaim(db, person.notificationId);
      }
    }
  });
  await Promise.all(lanes);
  if (failures) throw new Error(`${failures} of ${claimed.length} notification mails failed`);
  return claimed.length;
}

/**
 * Handles one message: a few stretches from where it starts. Answers the message that continues the
 * fan-out, or null when every recipient has been notified (or the update no longer exists). Without `env`
 * it notifies in the app only (the demo seed's back-dated history, which nobody should get mails about).
 * `db` is the motion's database; `where` names it and gives the directory (by default `db` is the directory).
 */
export async function fanOutStretches(db: Db, env: Env | null, start: FanOutMessage, where: FanOutPlace = { database: DIRECTORY, directory: db }) {
  const loaded = await loadUpdate(db, start.updateId);
  if (!loaded) return { next: null, notified: 0, mailed: 0 };
  let stage: NotificationReason | undefined = start.stage;
  let after = start.after;
  let notified = 0;
  let mailed = 0;
  for (let i = 0; i < STRETCHES_PER_MESSAGE && stage; i++) {
    const { userIds, last } = await nextRecipients(db, loaded, stage, after);
    if (userIds.length) {
      if (where.database !== DIRECTORY) await appendActivityDatabase(where.directory.$client, userIds, where.database);
      notified += await insertNotifications(db, loaded, stage, userIds);
      if (env) mailed += await mailStretch(db, where.directory, env, loaded, stage, userIds);
    }
    if (userIds.length === STRETCH) after = last;
    else [stage, after] = [nextStage(stage), undefined];
  }
  const next: FanOutMessage | null = stage ? { updateId: start.updateId, motionId: loaded.motion.id, stage, ...(after ? { after } : {}) } : null;
  return { next, notified, mailed };
}
