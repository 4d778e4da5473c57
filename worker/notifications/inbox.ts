import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { motionUpdates, notifications } from "../db/answers-schema";
import { moderationLog } from "../db/moderation-schema";
import { motions, pages } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import { textReadableBy } from "../db/text-visibility";
import { decodeCursor, encodeCursor } from "../shared/cursor";

// A member's notifications (the bell and /me/notifications): newest first by keyset on the
// notifications_user_idx index, each with the motion, its page (with its jurisdiction, for the motion's
// /{jurisdiction}/{page}/motions/{id} address) and the official update or the moderators' decision it is about.
// A notification lives on its motion's database, so the inbox reads every database the member's row names
// (accounts/activity-databases.ts), as /me does (motions/member-activity.ts), and merges them.

type Options = { userId: string; limit: number; cursor?: string };

/** How much of a motion's text a notification carries: enough for one line in a list. */
const EXCERPT = 200;

const unreadOn = async (db: Db, userId: string) => {
  // Counted on the partial index of unread rows, so the bell's figure never scans read history.
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** Past this many unread rows the bell says "99+" anyway, so ids are collected no further. */
const UNREAD_IDS = 1000;

const unreadIdsOn = (db: Db, userId: string) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_IDS);

/**
 * The bell's figure: the unread rows of every database the member's activity is on, each row once. Between a
 * move's flip and its cleanup a row is on two databases (README.md, "Moving a jurisdiction"), so over several
 * databases the ids are counted (on the same partial index), and a sum only past UNREAD_IDS.
 */
export const unreadCount = async (dbs: Db[], userId: string) => {
  if (dbs.length === 1) return unreadOn(dbs[0]!, userId);
  const found = await Promise.all(dbs.map((db) => unreadIdsOn(db, userId)));
  if (found.some((rows) => rows.length === UNREAD_IDS)) return (await Promise.all(dbs.map((db) => unreadOn(db, userId)))).reduce((a, b) => a + b, 0);
  return new Set(found.flat().map((r) => r.id)).size;
};

/** One database's page of the member's notifications, one row more than a page (to tell whether more follow). */
async function listOn(db: Db, opts: Options) {
  const filters: SQL[] = [eq(notifications.userId, opts.userId)];
  if (opts.cursor) {
    const [at, id] = decodeCursor(opts.cursor, ["number", "string"]);
    filters.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${at}, ${id})`);
  }
  return db
    .select({
      n: notifications,
      motion: {
        id: motions.id,
        // A motion hidden since keeps its words from everyone but its author (README.md, "Moderation").
        text: sql<string>`CASE WHEN ${textReadableBy(opts.userId)} THEN substr(${motions.text}, 1, ${EXCERPT}) ELSE '' END`,
        status: motions.status,
        aiScore: motions.aiScore,
      },
      page: { id: pages.id, slug: pages.slug, name: pages.name },
      place: { id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name, kind: jurisdictions.kind },
      update: motionUpdates,
      moderation: { action: moderationLog.action, reason: moderationLog.reason, appeal: moderationLog.appeal },
    })
    .from(notifications)
    .innerJoin(motions, eq(motions.id, notifications.motionId))
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .leftJoin(motionUpdates, eq(motionUpdates.id, notifications.updateId))
    .leftJoin(moderationLog, eq(moderationLog.id, notifications.moderationLogId))
    .where(and(...filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit + 1);
}

/**
 * One page of the member's notifications from every database in `dbs`, newest first: each database's page in
 * the same (created_at, id) order, merged, each id once (between a move's flip and its cleanup a row is on two
 * databases). The cursor is a position in that order, the same on every database, so the next page is exact.
 */
export async function listNotifications(dbs: Db[], opts: Options) {
  const found = (await Promise.all(dbs.map((db, from) => listOn(db, opts).then((rows) => rows.map((r) => ({ ...r, from })))))).flat();
  const key = (r: (typeof found)[number]) => [r.n.createdAt.getTime(), r.n.id] as const;
  // Of a row on two databases, the copy on the later one in the member's list (where a move took it) is kept.
  found.sort((a, b) => {
    const [[at, ai], [bt, bi]] = [key(a), key(b)];
    return bt - at || (ai < bi ? 1 : ai > bi ? -1 : b.from - a.from);
  });
  const seen = new Set<string>();
  const rows = found.filter((r) => !seen.has(r.n.id) && seen.add(r.n.id));
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(({ n, motion, page, place, update, moderation }) => ({
      _id: n.id,
      kind: n.kind,
      reason: n.reason,
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
      motion: { _id: motion.id, idea: motion.text, status: motion.status, aiScore: motion.aiScore, entity: { _id: page.id, slug: page.slug, name: page.name, jurisdiction: toJurisdictionSummary(place) } },
      update: update && {
        _id: update.id,
        status: update.status,
        previousStatus: update.previousStatus,
        text: update.text,
        by: { name: update.byName, role: update.byRole },
      },
      // kind "moderation": what the moderators did with the member's own motion, and why.
      moderation: moderation?.action ? moderation : null,
    })),
    nextCursor: rows.length > opts.limit && last ? encodeCursor([last.n.createdAt.getTime(), last.n.id]) : null,
    unread: await unreadCount(dbs, opts.userId),
  };
}

/**
 * Marks the member's own notifications read (some, or all) on every database in `dbs`: each id is on one of
 * them, and the others change nothing. Answers how many stay unread, everywhere.
 */
export async function markRead(dbs: Db[], userId: string, which: { ids: string[] } | { all: true }) {
  const mine = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if ("ids" in which) mine.push(inList(notifications.id, which.ids));
  const readAt = new Date();
  await Promise.all(dbs.map((db) => db.update(notifications).set({ readAt }).where(and(...mine))));
  return unreadCount(dbs, userId);
}
