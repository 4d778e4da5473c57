import { and, asc, eq, gt, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { EMAIL_CATEGORIES } from "../contract/notifications";
import type { NotificationReason } from "../contract/statuses";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { motionUpdates, notifications, notificationSettings } from "../db/answers-schema";
import { follows, motions, pages, users, votes } from "../db/schema";
import { jurisdictionFollows, jurisdictions } from "../db/jurisdiction-schema";
import { memberNumOf, motionSeqOf } from "../db/vote-keys";

// The queries of an update's fan-out (fan-out.ts): who is next, their in-app rows, and claiming the rows
// that get a mail. Everything is keyed by member id in order, and lists of ids travel as one JSON
// parameter (json_each), because D1 binds at most 100 parameters a statement.

/** Recipients per stretch: one query of ids, one insert, one claim, at most this many mails. */
export const STRETCH = 100;

/** The update with what a notification says about it: its motion, the motion's page and the page's jurisdiction. */
export async function loadUpdate(db: Db, updateId: string) {
  const [row] = await db
    .select({
      update: motionUpdates,
      motion: {
        id: motions.id,
        text: motions.text,
        authorId: motions.authorId,
        pageId: motions.pageId,
        cityId: motions.cityId,
        moderationState: motions.moderationState,
      },
      page: { slug: pages.slug, name: pages.name },
      place: { id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name },
    })
    .from(motionUpdates)
    .innerJoin(motions, eq(motions.id, motionUpdates.motionId))
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(eq(motionUpdates.id, updateId))
    .limit(1);
  return row ?? null;
}
export type LoadedUpdate = NonNullable<Awaited<ReturnType<typeof loadUpdate>>>;

/**
 * The jurisdictions whose followers hear about an update besides the page's: the page's own (a city or a
 * district) and the city above it, the ones a member can follow (jurisdictions/follows.ts).
 */
const followedPlaces = (loaded: LoadedUpdate) => [...new Set([loaded.place.id, loaded.motion.cityId].filter((id): id is string => !!id))];

/**
 * The next stretch of followers: of the page, and of its city (and district), each member once. One arm per
 * followed thing, each an index range in member-id order (follows (page, member), jurisdiction_follows
 * (jurisdiction, member)), merged by the compound SELECT's ORDER BY, so a stretch reads about STRETCH rows
 * per arm whatever the number of followers (tests/worker/notifications/recipients.test.ts checks the plan).
 */
export const followerStretch = (loaded: LoadedUpdate, after = "") => {
  const cities = followedPlaces(loaded).map(
    (id) => sql`SELECT ${jurisdictionFollows.userId} AS user_id FROM ${jurisdictionFollows} WHERE ${jurisdictionFollows.jurisdictionId} = ${id} AND ${jurisdictionFollows.userId} > ${after}`,
  );
  const page = sql`SELECT ${follows.userId} AS user_id FROM ${follows} WHERE ${follows.pageId} = ${loaded.motion.pageId} AND ${follows.userId} > ${after}`;
  return sql`${sql.join([page, ...cities], sql` UNION `)} ORDER BY user_id LIMIT ${STRETCH}`;
};

/** Where the voters' stage goes on: a member number, or (a message sent before migration 0025) a member id. */
const voterAfter = (after: string) => (/^\d+$/.test(after) ? Number(after) : memberNumOf(after));

/**
 * The next stretch of member ids of one stage, in key order (a primary key or index range), and where the
 * stretch after it starts: past a member id, or for voters past a member number (the votes primary key
 * (motion_seq, member_num) is in that order; README.md, "Votes on disk").
 */
export async function nextRecipients(db: Db, loaded: LoadedUpdate, stage: NotificationReason, after?: string): Promise<{ userIds: string[]; last?: string }> {
  const ids = (userIds: string[]) => ({ userIds, last: userIds.at(-1) });
  if (stage === "author") return ids(loaded.motion.authorId && !after ? [loaded.motion.authorId] : []);
  if (stage === "follower") return ids((await db.all<{ user_id: string }>(followerStretch(loaded, after))).map((r) => r.user_id));
  const where = eq(votes.motionSeq, motionSeqOf(loaded.motion.id));
  const rows = await db
    .select({ userId: users.id, num: votes.memberNum })
    .from(votes)
    .innerJoin(users, eq(users.num, votes.memberNum))
    .where(after ? and(where, gt(votes.memberNum, voterAfter(after))) : where)
    .orderBy(asc(votes.memberNum))
    .limit(STRETCH);
  return { userIds: rows.map((r) => r.userId), last: rows.at(-1)?.num.toString() };
}

/**
 * Of a stretch of followers, those who follow a city rather than the page, with the city they follow (the
 * page's own jurisdiction first): their mail says why they get it. A member who follows both is the page's.
 */
export async function cityFollowers(db: Db, loaded: LoadedUpdate, userIds: string[]): Promise<Map<string, string>> {
  const [pageFollowers, places] = await Promise.all([
    db
      .select({ userId: follows.userId })
      .from(follows)
      .where(and(eq(follows.pageId, loaded.motion.pageId), inList(follows.userId, userIds))),
    db
      .select({ userId: jurisdictionFollows.userId, id: jurisdictions.id, name: jurisdictions.name })
      .from(jurisdictionFollows)
      .innerJoin(jurisdictions, eq(jurisdictions.id, jurisdictionFollows.jurisdictionId))
      .where(and(inList(jurisdictionFollows.jurisdictionId, followedPlaces(loaded)), inList(jurisdictionFollows.userId, userIds))),
  ]);
  const ofPage = new Set(pageFollowers.map((f) => f.userId));
  const byMember = new Map<string, string>();
  for (const p of [...places].sort((a, b) => Number(b.id === loaded.place.id) - Number(a.id === loaded.place.id))) {
    if (!ofPage.has(p.userId) && !byMember.has(p.userId)) byMember.set(p.userId, p.name);
  }
  return byMember;
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
 * The rows are on the motion's database (`db`); who is verified, their address, name and e-mail settings are
 * the member's, on the directory: a card elsewhere has a placeholder address (accounts/member-cards.ts).
 */
export async function claimMailRecipients(db: Db, directory: Db, updateId: string, stage: NotificationReason, userIds: string[]) {
  const emailOn = notificationSettings[EMAIL_CATEGORIES[stage].setting];
  const people = await directory
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inList(users.id, userIds), eq(users.isVerified, true), sql`coalesce(${emailOn}, 1) = 1`));
  if (!people.length) return [];
  const claimed = await db.all<{ id: string; userId: string }>(sql`
    UPDATE ${notifications} SET emailed_at = ${Date.now()}
    WHERE ${notifications.sourceKey} = ${updateId} AND ${inList(notifications.userId, people.map((p) => p.id))}
      AND ${notifications.reason} = ${stage} AND ${notifications.emailedAt} IS NULL
    RETURNING id, user_id AS userId`);
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
