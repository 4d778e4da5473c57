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

type Options = { userId: string; limit: number; cursor?: string };

/** How much of a motion's text a notification carries: enough for one line in a list. */
const EXCERPT = 200;

export const unreadCount = async (db: Db, userId: string) => {
  // Counted on the partial index of unread rows, so the bell's figure never scans read history.
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

export async function listNotifications(db: Db, opts: Options) {
  const filters: SQL[] = [eq(notifications.userId, opts.userId)];
  if (opts.cursor) {
    const [at, id] = decodeCursor(opts.cursor, ["number", "string"]);
    filters.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${at}, ${id})`);
  }
  const rows = await db
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
    unread: await unreadCount(db, opts.userId),
  };
}

/** Marks the member's own notifications read (some, or all); answers how many stay unread. */
export async function markRead(db: Db, userId: string, which: { ids: string[] } | { all: true }) {
  const mine = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if ("ids" in which) mine.push(inList(notifications.id, which.ids));
  await db.update(notifications).set({ readAt: new Date() }).where(and(...mine));
  return unreadCount(db, userId);
}
