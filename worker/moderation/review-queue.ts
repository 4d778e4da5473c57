import { and, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { reportsToHide, type HideRules } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { appeals, reports } from "../db/moderation-schema";
import { motions, pages, users } from "../db/schema";
import { motionInReach } from "../jurisdictions/reach";
import { decodeCursor, encodeCursor } from "../shared/cursor";

// The moderation queue (README.md, "Moderation"): every motion waiting for a decision (reported or flagged
// while public, hidden by reports, appealed, or awaiting approval in pre-moderation), appeals first, then
// oldest first. Each item carries what a moderator needs to decide in one look: the open reports with their
// reasons and notes, which of them count towards hiding and how many counted ones would hide it, the
// scorer's flags, the appeal, and the author's other recent motions. Three queries a page, whatever its
// length: the page, then the reports, appeals and authors' motions of all its items. A staff member sees the
// motions of their reach only (README.md, "Staff per jurisdiction"); the authors' other motions too.

const RECENT_BY_AUTHOR = 5;

export async function reviewQueue(db: Db, rules: HideRules, opts: { limit: number; cursor?: string; reach: string }) {
  const appealFirst = sql<number>`CASE WHEN ${motions.moderationState} = 'appealed' THEN 0 ELSE 1 END`;
  const inReach = motionInReach(db, opts.reach);
  const filters: SQL[] = [isNotNull(motions.reviewSince), ...(inReach ? [inReach] : [])];
  if (opts.cursor) {
    const [first, since, id] = decodeCursor(opts.cursor, ["number", "number", "string"]);
    filters.push(sql`(${appealFirst}, ${motions.reviewSince}, ${motions.id}) > (${first}, ${since}, ${id})`);
  }
  const rows = await db
    .select({ motion: motions, page: { _id: pages.id, slug: pages.slug, name: pages.name }, author: { _id: users.id, name: users.name, suspendedUntil: users.suspendedUntil } })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .leftJoin(users, eq(users.id, motions.authorId))
    .where(and(...filters))
    .orderBy(asc(appealFirst), asc(motions.reviewSince), asc(motions.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const ids = page.map((r) => r.motion.id);
  const authorIds = [...new Set(page.flatMap((r) => (r.author?._id ? [r.author._id] : [])))];
  // The authors' latest motions by a window over the author index: a handful each, however prolific.
  const ranked = db
    .select({
      id: motions.id,
      authorId: motions.authorId,
      text: sql<string>`substr(${motions.text}, 1, 160)`.as("excerpt"),
      state: motions.moderationState,
      createdAt: motions.createdAt,
      n: sql<number>`row_number() OVER (PARTITION BY ${motions.authorId} ORDER BY ${motions.createdAt} DESC)`.as("n"),
    })
    .from(motions)
    .where(and(inList(motions.authorId, authorIds), inReach))
    .as("ranked");
  const [openReports, appealRows, recent] = ids.length
    ? await db.batch([
        db.select().from(reports).where(and(inList(reports.motionId, ids), isNull(reports.resolvedAt))).orderBy(asc(reports.createdAt)),
        db.select().from(appeals).where(inList(appeals.motionId, ids)),
        db.select().from(ranked).where(sql`${ranked.n} <= ${RECENT_BY_AUTHOR + 1}`),
      ])
    : [[], [], []];
  const last = page.at(-1);
  return {
    items: page.map(({ motion, page: p, author }) => ({
      motion: { _id: motion.id, idea: motion.text, createdAt: motion.createdAt.toISOString(), status: motion.status, aiScore: motion.aiScore, aiModel: motion.aiModel, votes: { count: motion.upCount }, downVotes: { count: motion.downCount }, entity: p },
      state: motion.moderationState,
      hiddenReason: motion.hiddenReason,
      reviewSince: motion.reviewSince!.toISOString(),
      flags: motion.flags ?? [],
      reports: openReports
        .filter((r) => r.motionId === motion.id)
        .map((r) => ({ reason: r.reason, note: r.note, createdAt: r.createdAt.toISOString(), counted: r.counted })),
      // What counted reports would hide it now (its votes, whether a moderator cleared it); null: only staff.
      reportsToHide: reportsToHide(rules, motion.upCount + motion.downCount, motion.clearedAt !== null),
      appeal: appealRows.filter((a) => a.motionId === motion.id).map((a) => ({ text: a.text, createdAt: a.createdAt.toISOString(), outcome: a.outcome }))[0] ?? null,
      author: author?._id ? { _id: author._id, name: author.name, suspendedUntil: author.suspendedUntil?.toISOString() ?? null } : null,
      authorRecent: recent
        .filter((m) => m.authorId === author?._id && m.id !== motion.id)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, RECENT_BY_AUTHOR)
        .map((m) => ({ _id: m.id, idea: m.text, state: m.state, createdAt: m.createdAt.toISOString() })),
    })),
    nextCursor:
      rows.length > opts.limit && last ? encodeCursor([last.motion.moderationState === "appealed" ? 0 : 1, last.motion.reviewSince!.getTime(), last.motion.id]) : null,
  };
}

/** How many motions of a reach wait for a moderator: the back office's landing figure. */
export async function queueSize(db: Db, reach: string) {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(motions).where(and(isNotNull(motions.reviewSince), motionInReach(db, reach)));
  return row?.count ?? 0;
}
