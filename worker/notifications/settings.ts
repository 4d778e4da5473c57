import { eq } from "drizzle-orm";
import { EMAIL_CATEGORIES, notificationMessages, SETTING_KEYS, type SettingKey } from "../contract/notifications";
import type { NotificationReason } from "../contract/statuses";
import type { Db } from "../db/client";
import { notificationSettings } from "../db/answers-schema";
import { users } from "../db/schema";
import { httpError } from "../shared/errors";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

// A member's e-mail preferences: one switch per category (README.md, "Notifications"). No row means every
// e-mail is on; the row appears the first time a member turns one off or saves the settings screen.

export type NotificationSettings = Record<SettingKey, boolean>;

const ALL_ON: NotificationSettings = { emailMyMotions: true, emailVoted: true, emailFollowed: true };

const pick = (row: NotificationSettings): NotificationSettings =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, row[key]])) as NotificationSettings;

export async function getSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db.query.notificationSettings.findFirst({ where: eq(notificationSettings.userId, userId) });
  return row ? pick(row) : ALL_ON;
}

/** Changes the switches named, keeps the others; answers the settings as they now stand. */
export async function saveSettings(db: Db, userId: string, changes: Partial<NotificationSettings>) {
  const set = { ...changes, updatedAt: new Date() };
  const [row] = await db
    .insert(notificationSettings)
    .values({ ...ALL_ON, ...set, userId })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning();
  return pick(row!);
}

/**
 * The one-click unsubscribe (RFC 8058): turns off the e-mails of the token's category for its member. 400
 * for a token that was tampered with; a second click, or a member who has since left, changes nothing.
 */
export async function unsubscribe(db: Db, env: Env, token: string): Promise<NotificationReason> {
  const claims = await verifyUnsubscribeToken(env, token);
  if (!claims) throw httpError(400, notificationMessages.badToken);
  const member = await db.query.users.findFirst({ where: eq(users.id, claims.userId), columns: { id: true } });
  if (member) await saveSettings(db, member.id, { [EMAIL_CATEGORIES[claims.category].setting]: false });
  return claims.category;
}
