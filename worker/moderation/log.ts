import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { moderationLog } from "../db/moderation-schema";
import { motions, pages, users } from "../db/schema";
import { motionInReach } from "../jurisdictions/reach";
import { decodeCursor, encodeCursor } from "../shared/cursor";

// The moderation log for admins (README.md, "Moderation"): every action, newest first, by cursor: who,
// when, what (with the states before and after), why, and which motion or member it concerned. A city admin
// reads the entries about motions of their reach; a suspension concerns a member of the whole nation, so only
// national admins read those (README.md, "Staff per jurisdiction").

export async function moderationLogPage(db: Db, opts: { limit: number; cursor?: string; reach: string }) {
  // On the joined motion's own columns: an entry without a motion (a suspension) matches no city.
  const inReach = motionInReach(db, opts.reach);
  const filters: SQL[] = inReach ? [inReach] : [];
  if (opts.cursor) {
    const [at, id] = decodeCursor(opts.cursor, ["number", "string"]);
    filters.push(sql`(${moderationLog.createdAt}, ${moderationLog.id}) < (${at}, ${id})`);
  }
  const rows = await db
    .select({
      log: moderationLog,
      motion: { _id: motions.id, idea: sql<string>`substr(${motions.text}, 1, 160)` },
      page: { slug: pages.slug, name: pages.name },
      member: { _id: users.id, name: users.name },
    })
    .from(moderationLog)
    .leftJoin(motions, eq(motions.id, moderationLog.motionId))
    .leftJoin(pages, eq(pages.id, motions.pageId))
    .leftJoin(users, eq(users.id, moderationLog.memberId))
    .where(and(...filters))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ log, motion, page: p, member }) => ({
      _id: log.id,
      action: log.action,
      fromState: log.fromState,
      toState: log.toState,
      reason: log.reason,
      note: log.note,
      appeal: log.appeal,
      by: { name: log.actorName, role: log.actorRole },
      createdAt: log.createdAt.toISOString(),
      motion: motion?._id && p ? { ...motion, entity: p } : null,
      member: member?._id ? member : null,
    })),
    nextCursor: rows.length > opts.limit && last ? encodeCursor([last.log.createdAt.getTime(), last.log.id]) : null,
  };
}
