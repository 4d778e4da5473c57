import { and, asc, eq, gt, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { EMAIL_CATEGORIES } from "../contract/notifications";
import type { NotificationReason } from "../contract/statuses";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { motionUpdates, notifications, notificationSettings } from "../db/answers-schema";
import { follows, motions, pages, users, votes } from "../db/schema";

// The queries of an update's fan-out (fan-out.ts): who is next, their in-app rows, and claiming the rows
// that get a mail. Everything is keyed by member id in order, and lists of ids travel as one JSON
// parameter (json_each), because D1 binds at most 100 parameters a statement.

/** Recipients per stretch: one query of ids, one insert, one claim, at most this many mails. */
export const STRETCH = 100;

/** The update with what a notification says about it: its motion and the motion's page. */
export async function loadUpdate(db: Db, updateId: string) {
  const [row] = await db
    .select({
      update: motionUpdates,
      motion: { id: motions.id, text: motions.text, authorId: motions.authorId, pageId: motions.pageId, moderationState: motions.moderationState },
      page: { slug: pages.slug, name: pages.name },
    })
    .from(motionUpdates)
    .innerJoin(motions, eq(motions.id, motionUpdates.motionId))
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .where(eq(motionUpdates.id, updateId))
    .limit(1);
  return row ?? null;
}
export type LoadedUpdate = NonNullable<Awaited<ReturnType<typeof loadUpdate>>>;

/** The next stretch of member ids of one stage, after `after`, in id order (a primary key or index range). */
export async function nextRecipients(db: Db, loaded: LoadedUpdate, stage: NotificationReason, after?: string): Promise<string[]> {
  if (stage === "author") return loaded.motion.authorId && !after ? [loaded.motion.authorId] : [];
  const [table, userId, where] =
    stage === "voter" ? [votes, votes.userId, eq(votes.motionId, loaded.motion.id)] : [follows, follows.userId, eq(follows.pageId, loaded.motion.pageId)];
  const rows = await db
    .select({ userId })
    .from(table)
    .where(after ? and(where, gt(userId, after)) : where)
    .orderBy(asc(userId))
    .limit(STRETCH);
  return rows.map((r) => r.userId);
}

/**
 * One in-app notification per member and update. A member already notified for this update (as its author
 * or a voter, or by an earlier delivery of this message) keeps the row they have: ON CONFLICT DO NOTHING.
 * Answers how many members were newly notified.
 */
export async function insertNotifications(db: Db, loaded: LoadedUpdate, stage: NotificationReason, userIds: string[]): Promise<number> {
  const pairs = JSON.stringify(userIds.map((userId) => [uuidv7(), userId]));
  const { update, motion } = loaded;
  const result = await db.run(sql`
    INSERT INTO ${notifications} (id, user_id, source_key, kind, reason, motion_id, update_id, created_at)
    SELECT value ->> 0, value ->> 1, ${update.id}, 'update', ${stage}, ${motion.id}, ${update.id}, ${update.createdAt.getTime()}
    FROM json_each(${pairs}) WHERE true
    ON CONFLICT (source_key, user_id) DO NOTHING`);
  return result.meta.changes; // the members newly notified
}

/**
 * Claims the rows of this stretch that should get a mail: notified for this stage's reason (so a member is
 * mailed once, for their closest tie to the motion), not mailed yet, verified, and with this category's
 * e-mail on. The claim is the UPDATE itself, so of two deliveries of one message only one mails a member.
 */
export async function claimMailRecipients(db: Db, updateId: string, stage: NotificationReason, userIds: string[]) {
  const emailOn = notificationSettings[EMAIL_CATEGORIES[stage].setting];
  const claimed = await db.all<{ id: string; userId: string }>(sql`
    UPDATE ${notifications} SET emailed_at = ${Date.now()}
    WHERE id IN (
      SELECT ${notifications.id} FROM ${notifications}
      JOIN ${users} ON ${users.id} = ${notifications.userId}
      LEFT JOIN ${notificationSettings} ON ${notificationSettings.userId} = ${notifications.userId}
      WHERE ${notifications.sourceKey} = ${updateId} AND ${inList(notifications.userId, userIds)}
        AND ${notifications.reason} = ${stage} AND ${notifications.emailedAt} IS NULL
        AND ${users.isVerified} = 1 AND coalesce(${emailOn}, 1) = 1)
    RETURNING id, user_id AS userId`);
  if (!claimed.length) return [];
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inList(users.id, claimed.map((c) => c.userId)));
  const byId = new Map(people.map((p) => [p.id, p]));
  return claimed.flatMap(({ id, userId }) => {
    const person = byId.get(userId);
    return person ? [{ notificationId: id, userId, name: person.name, email: person.email }] : [];
  });
}

/** Gives a claimed row back after its mail failed, so the message's next delivery tries it again. */
export async function releaseClaim(db: Db, notificationId: string) {
  await db.update(notifications).set({ emailedAt: null }).where(eq(notifications.id, notificationId));
}
