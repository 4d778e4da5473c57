import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { listMessages } from "../contract/lists";
import type { MotionSort } from "../contract/limits";
import { pages, motions, votes } from "../db/schema";
import { decodeCursor, encodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";
import type { Db } from "../db/client";
import { toMotion, type Viewer, type ViewerVote } from "./serialize";

type Row = { motion: typeof motions.$inferSelect; page: typeof pages.$inferSelect };

/**
 * Motions with their page and, for a signed-in caller, the caller's own vote: one LEFT JOIN on the votes
 * primary key (motion_id, user_id), so a list stays one query (no N+1) and the motions index that matches
 * the sort still drives the scan. Anonymous callers get no join at all and `viewerVote` null.
 */
export const motionRows = (db: Db, viewerId?: string) => {
  const viewerVote = viewerId ? sql<ViewerVote>`${votes.direction}` : sql<ViewerVote>`null`;
  const query = db
    .select({ motion: motions, page: pages, viewerVote })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .$dynamic();
  return viewerId ? query.leftJoin(votes, and(eq(votes.motionId, motions.id), eq(votes.userId, viewerId))) : query;
};

/** The caller of a read as toMotion takes it: none for an anonymous read. */
const viewerOf = (viewerId: string | undefined, vote: ViewerVote): Viewer => (viewerId ? { id: viewerId, vote } : null);

/** One motion in its public shape (with the caller's vote), or null. */
export const findMotion = async (db: Db, id: string, origin: string, viewerId?: string) => {
  const [row] = await motionRows(db, viewerId).where(eq(motions.id, id)).limit(1);
  return row ? toMotion(row.motion, row.page, origin, viewerOf(viewerId, row.viewerVote)) : null;
};

// Each sort is a descending key ending in the id, so every order is total and matches one index exactly.
const sortKeys: Record<MotionSort, { columns: SQLiteColumn[]; values: (r: Row) => (number | string)[] }> = {
  "A.I": {
    columns: [motions.aiRank, motions.id],
    values: ({ motion: m }) => [m.aiScore ?? -1, m.id],
  },
  Votes: {
    columns: [motions.netVotes, motions.upCount, motions.id],
    values: ({ motion: m }) => [m.upCount - m.downCount, m.upCount, m.id],
  },
  Latest: {
    columns: [motions.createdAt, motions.id],
    values: ({ motion: m }) => [m.createdAt.getTime(), m.id],
  },
};

export type MotionListOptions = {
  sort: MotionSort;
  limit: number;
  page?: number;
  cursor?: string;
  pageId?: string;
  origin: string;
  /** The signed-in caller, whose own vote each motion then carries. */
  viewerId?: string;
};

/** The one query of a list page (exported so a test can check its plan uses the sort's index). */
export const listQuery = (db: Db, opts: Omit<MotionListOptions, "origin">) => {
  const key = sortKeys[opts.sort];
  const filters: SQL[] = [];
  if (opts.pageId) filters.push(eq(motions.pageId, opts.pageId));
  if (opts.cursor) {
    // The cursor names its sort first: A.I and Latest keys have the same shape, so a cursor carried over from
    // one sort to the other would otherwise be accepted and answer a repeated or an empty page.
    const keyShape = key.columns.map((c): "string" | "number" => (c === motions.id ? "string" : "number"));
    const [sort, ...after] = decodeCursor(opts.cursor, ["string", ...keyShape]);
    if (sort !== opts.sort) throw httpError(400, listMessages.cursor);
    const cols = sql.join(key.columns.map((c) => sql`${c}`), sql`, `);
    const vals = sql.join(after.map((v) => sql`${v}`), sql`, `);
    filters.push(sql`(${cols}) < (${vals})`);
  }
  return motionRows(db, opts.viewerId)
    .where(and(...filters))
    .orderBy(...key.columns.map((c) => desc(c)))
    .limit(opts.limit + 1)
    .offset(opts.cursor ? 0 : ((opts.page ?? 1) - 1) * opts.limit);
};

/** One query a page (keyset when a cursor is given, offset for `page`), plus the cursor of the next page. */
export const listMotions = async (db: Db, opts: MotionListOptions) => {
  const key = sortKeys[opts.sort];
  const rows = await listQuery(db, opts);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    motions: page.map((r) => toMotion(r.motion, r.page, opts.origin, viewerOf(opts.viewerId, r.viewerVote))),
    nextCursor: rows.length > opts.limit && last ? encodeCursor([opts.sort, ...key.values(last)]) : null,
  };
};
