import { and, asc, eq, getTableColumns, gt, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { motionUpdates, notifications } from "../db/answers-schema";
import { contactMessages } from "../db/contact-schema";
import { appeals, moderationLog, reports } from "../db/moderation-schema";
import { follows, motions, pages, votes } from "../db/schema";
import { jurisdictionFollows, jurisdictions } from "../db/jurisdiction-schema";
import { jurisdictionPath, motionPath, pagePath } from "../contract/addresses";
import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { publicQuotedIds } from "../db/text-visibility";
import { votedAtMs, voteDirection, votesOfMember } from "../db/vote-keys";
import { resolveQuotes } from "../shared/quoted-motions";

// The list parts of a member's data export (data-export.ts), each read a page at a time in rowid order (votes,
// which have none, in motion number order: README.md, "Votes on disk") under the member's own condition, so a history of any length streams out in flat memory. Each part says
// in `about` what it holds; the export's `readme` is made of these sentences.

export const EXPORT_PAGE = 200;

/** Who the export is for: the account's id and address, and the origin its links are built on. */
export type ExportSubject = { userId: string; email: string; origin: string };
type Row = { rowid: number; json: unknown };
export type ExportSection = { name: string; about: string; page: (db: Db, who: ExportSubject, after: number) => Promise<Row[]> };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const rowid = (table: SQLiteTable) => sql<number>`${table}.rowid`;
/** `where`, past the rowid `after`: with `byRowid` and the page limit, the next page of a keyset walk. */
const past = (table: SQLiteTable, where: SQL, after: number) => and(where, gt(rowid(table), after));
const byRowid = (table: SQLiteTable) => asc(rowid(table));
const pageSummary = { id: pages.id, slug: pages.slug, name: pages.name };
const placeSummary = { slug: jurisdictions.slug, name: jurisdictions.name };
type Named = { slug: string; name: string };
/** A page as the export names it: its id, slug and name, its city (or the jurisdiction it belongs to), its address. */
const pageJson = (origin: string, page: Named & { id: string }, place: Named) => ({
  ...page,
  city: place.name,
  url: `${origin}${pagePath({ slug: page.slug, jurisdiction: place })}`,
});

/** A part that is one table's rows of the member, each turned into its JSON by `toJson`. */
const tablePart = <T extends SQLiteTable>(
  name: string,
  about: string,
  table: T,
  whose: (who: ExportSubject) => SQL,
  toJson: (row: T["$inferSelect"]) => unknown,
): ExportSection => ({
  name,
  about,
  page: async (db, who, after) => {
    const rows = (await db
      .select({ ...getTableColumns(table), exportRowid: rowid(table) })
      .from(table as SQLiteTable)
      .where(past(table, whose(who), after))
      .orderBy(byRowid(table))
      .limit(EXPORT_PAGE)) as (T["$inferSelect"] & { exportRowid: number })[];
    return rows.map((row) => ({ rowid: row.exportRowid, json: toJson(row) }));
  },
});

const motionsPart: ExportSection = {
  name: "motions",
  about: "Every motion you posted: its text, page, status, moderation state, score with the analysis and the scorer that wrote it, vote counts and the city's official updates.",
  page: async (db, who, after) => {
    const rows = await db
      .select({ motion: motions, page: pageSummary, place: placeSummary, rowid: rowid(motions), publicQuotedIds })
      .from(motions)
      .innerJoin(pages, eq(pages.id, motions.pageId))
      .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
      .where(past(motions, eq(motions.authorId, who.userId), after))
      .orderBy(byRowid(motions))
      .limit(EXPORT_PAGE);
    const ids = rows.map((r) => r.motion.id);
    const updates = ids.length ? await db.select().from(motionUpdates).where(inList(motionUpdates.motionId, ids)).orderBy(asc(motionUpdates.createdAt)) : [];
    return rows.map(({ motion: m, page, place, rowid, publicQuotedIds }) => ({
      rowid,
      json: {
        id: m.id,
        url: `${who.origin}${motionPath({ _id: m.id, entity: { slug: page.slug, jurisdiction: place } })}`,
        page: pageJson(who.origin, page, place),
        text: m.text,
        createdAt: iso(m.createdAt),
        status: m.status,
        mergedInto: m.mergedIntoId,
        moderation: { state: m.moderationState, hiddenReason: m.hiddenReason },
        ai: { status: m.aiStatus, score: m.aiScore, explanation: resolveQuotes(m.aiExplanation, publicQuotedIds), criteria: m.aiCriteria, model: m.aiModel, scoredAt: iso(m.scoredAt) },
        votes: { up: m.upCount, down: m.downCount },
        updates: updates
          .filter((u) => u.motionId === m.id)
          .map((u) => ({ status: u.status, previousStatus: u.previousStatus, text: u.text, by: { name: u.byName, role: u.byRole }, createdAt: iso(u.createdAt) })),
      },
    }));
  },
};

const votesPart: ExportSection = {
  name: "votes",
  about: "Every vote you cast: the motion, up or down, and when. Nobody else can see how you voted.",
  page: async (db, who, after) =>
    (
      await db
        .select({ seq: votes.motionSeq, motionId: motions.id, direction: voteDirection, votedAt: votedAtMs })
        .from(votes)
        .innerJoin(motions, eq(motions.seq, votes.motionSeq))
        .where(and(votesOfMember(who.userId), gt(votes.motionSeq, after)))
        .orderBy(asc(votes.motionSeq))
        .limit(EXPORT_PAGE)
    ).map((v) => ({ rowid: v.seq, json: { motionId: v.motionId, direction: v.direction, votedAt: new Date(v.votedAt).toISOString() } })),
};

const followsPart: ExportSection = {
  name: "follows",
  about: "The motion pages you follow, and since when.",
  page: async (db, who, after) =>
    (
      await db
        .select({ page: pageSummary, place: placeSummary, createdAt: follows.createdAt, rowid: rowid(follows) })
        .from(follows)
        .innerJoin(pages, eq(pages.id, follows.pageId))
        .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
        .where(past(follows, eq(follows.userId, who.userId), after))
        .orderBy(byRowid(follows))
        .limit(EXPORT_PAGE)
    ).map((f) => ({ rowid: f.rowid, json: { page: pageJson(who.origin, f.page, f.place), followedAt: iso(f.createdAt) } })),
};

const followedCitiesPart: ExportSection = {
  name: "followedCities",
  about: "The cities you follow, and since when: their official answers reach you as a followed page's do.",
  page: async (db, who, after) =>
    (
      await db
        .select({ city: placeSummary, createdAt: jurisdictionFollows.createdAt, rowid: rowid(jurisdictionFollows) })
        .from(jurisdictionFollows)
        .innerJoin(jurisdictions, eq(jurisdictions.id, jurisdictionFollows.jurisdictionId))
        .where(past(jurisdictionFollows, eq(jurisdictionFollows.userId, who.userId), after))
        .orderBy(byRowid(jurisdictionFollows))
        .limit(EXPORT_PAGE)
    ).map((f) => ({ rowid: f.rowid, json: { ...f.city, url: `${who.origin}${jurisdictionPath(f.city)}`, followedAt: iso(f.createdAt) } })),
};

export const EXPORT_SECTIONS: ExportSection[] = [
  motionsPart,
  votesPart,
  followsPart,
  followedCitiesPart,
  tablePart(
    "reports",
    "The motions you reported to the moderators, with the reason and note you gave, and when a moderator decided on them.",
    reports,
    (who) => eq(reports.userId, who.userId),
    (r) => ({ motionId: r.motionId, reason: r.reason, note: r.note, reportedAt: iso(r.createdAt), resolvedAt: iso(r.resolvedAt) }),
  ),
  tablePart(
    "appeals",
    "Your appeals against the hiding of your motions, and their outcome.",
    appeals,
    (who) => eq(appeals.userId, who.userId),
    (a) => ({ motionId: a.motionId, text: a.text, outcome: a.outcome, appealedAt: iso(a.createdAt), decidedAt: iso(a.decidedAt) }),
  ),
  tablePart(
    "notifications",
    "Your in-app notifications: what they were about, why you got them, and when they were read or e-mailed.",
    notifications,
    (who) => eq(notifications.userId, who.userId),
    (n) => ({ id: n.id, kind: n.kind, reason: n.reason, motionId: n.motionId, updateId: n.updateId, createdAt: iso(n.createdAt), readAt: iso(n.readAt), emailedAt: iso(n.emailedAt) }),
  ),
  tablePart(
    "moderationHistory",
    "Moderation decisions about you or your motions: hiding, restoring, appeals and suspensions.",
    moderationLog,
    (who) => eq(moderationLog.memberId, who.userId),
    (l) => ({ action: l.action, motionId: l.motionId, fromState: l.fromState, toState: l.toState, reason: l.reason, at: iso(l.createdAt) }),
  ),
  tablePart(
    "contactMessages",
    "Messages sent through the contact form from your account's email address.",
    contactMessages,
    (who) => eq(contactMessages.email, who.email),
    (c) => ({ name: c.name, email: c.email, message: c.message, sentAt: iso(c.createdAt), handledAt: iso(c.handledAt) }),
  ),
];
