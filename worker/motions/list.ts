import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { listMessages } from "../contract/lists";
import { PUBLIC_STATES } from "../contract/moderation-states";
import { SEARCH_SORT, type InboxSort, type ListSort, type MotionSort } from "../contract/limits";
import type { MotionStatus } from "../contract/statuses";
import { motionUpdates } from "../db/answers-schema";
import { pages, motions, votes } from "../db/schema";
import { motionsFts } from "../db/search-tables";
import { decodeCursor, encodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";
import type { Db } from "../db/client";
import { inWindow, readRelevanceCursor, relevanceBound, relevanceCursor, searchMatch, sortedSearchFilter, sortedSearchPlan, type SortedSearchPlan } from "./list-search";
import { toMotion, type Viewer, type ViewerVote } from "./serialize";

type MotionRow = typeof motions.$inferSelect;
type Row = { motion: MotionRow; page: typeof pages.$inferSelect; viewerVote: ViewerVote; latest: typeof motionUpdates.$inferSelect | null };

/**
 * Motions with their page, their latest official update and, for a signed-in caller, the caller's own
 * vote: LEFT JOINs on primary keys (the update by motions.latest_update_id, the vote by (motion_id,
 * user_id)), so a list stays one query (no N+1) and the motions index that matches the sort still drives
 * the scan. Anonymous callers get no vote join at all and `viewerVote` null.
 */
export const motionRows = (db: Db, viewerId?: string) => {
  const viewerVote = viewerId ? sql<ViewerVote>`${votes.direction}` : sql<ViewerVote>`null`;
  // When the caller voted (ms), for the member's own list of motions they voted on.
  const votedAt = viewerId ? sql<number | null>`${votes.createdAt}` : sql<number | null>`null`;
  const query = db
    .select({ motion: motions, page: pages, viewerVote, votedAt, latest: motionUpdates })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .leftJoin(motionUpdates, eq(motionUpdates.id, motions.latestUpdateId))
    .$dynamic();
  return viewerId ? query.leftJoin(votes, and(eq(votes.motionId, motions.id), eq(votes.userId, viewerId))) : query;
};

/** The caller of a read as toMotion takes it: none for an anonymous read. */
const viewerOf = (viewerId: string | undefined, vote: ViewerVote): Viewer => (viewerId ? { id: viewerId, vote } : null);

/** A row of motionRows in its public shape. */
export const rowToMotion = (row: Row, origin: string, viewerId?: string) =>
  toMotion(row.motion, row.page, origin, viewerOf(viewerId, row.viewerVote), row.latest);

/** One motion in its public shape (with the caller's vote), or null. */
export const findMotion = async (db: Db, id: string, origin: string, viewerId?: string) => {
  const [row] = await motionRows(db, viewerId).where(eq(motions.id, id)).limit(1);
  return row ? rowToMotion(row, origin, viewerId) : null;
};

type SortKey = { columns: SQLiteColumn[]; values: (m: MotionRow) => (number | string)[]; ascending?: true };

// Each sort is a key ending in the id, so every order is total and matches one index exactly (with a
// status filter, the status-first index of the same sort).
const latest: SortKey = { columns: [motions.createdAt, motions.id], values: (m) => [m.createdAt.getTime(), m.id] };
const sortKeys: Record<MotionSort | InboxSort, SortKey> = {
  "A.I": { columns: [motions.aiRank, motions.id], values: (m) => [m.aiScore ?? -1, m.id] },
  Votes: { columns: [motions.netVotes, motions.upCount, motions.id], values: (m) => [m.upCount - m.downCount, m.upCount, m.id] },
  Latest: latest,
  Oldest: { ...latest, ascending: true },
  Answered: { columns: [motions.answeredRank, motions.id], values: (m) => [m.answeredAt?.getTime() ?? -1, m.id] },
};

export type MotionListOptions = {
  sort: ListSort | InboxSort;
  /** A full-text search of the text (README.md, "Search"); every other option still applies. */
  q?: string;
  limit: number;
  page?: number;
  cursor?: string;
  pageId?: string;
  statuses?: MotionStatus[];
  /** true: only motions without any official update yet; false: only answered ones. */
  awaiting?: boolean;
  origin: string;
  /** The signed-in caller, whose own vote each motion then carries. */
  viewerId?: string;
  /** A search sorted other than by relevance over every page: how it is read (listMotions asks sortedSearchPlan). */
  plan?: SortedSearchPlan;
  /** A search by relevance: the lowest rowid of its window (listMotions reads it), 0 for none. */
  windowBound?: number;
};

/**
 * The WHERE of a list without its cursor: only public motions (hidden and pre-moderated ones are in the
 * moderation queue instead), the page, the statuses, answered or not.
 */
const listFilters = (opts: Pick<MotionListOptions, "pageId" | "statuses" | "awaiting">): SQL[] => {
  const filters: SQL[] = [inArray(motions.moderationState, PUBLIC_STATES)];
  if (opts.pageId) filters.push(eq(motions.pageId, opts.pageId));
  if (opts.statuses?.length) filters.push(inArray(motions.status, opts.statuses));
  if (opts.awaiting !== undefined) filters.push(opts.awaiting ? eq(motions.answeredRank, -1) : sql`${motions.answeredRank} > -1`);
  return filters;
};

/** A keyset position after the last row of the previous page, in the sort's own columns. */
const keysetAfter = (key: SortKey, sort: MotionSort | InboxSort, cursor: string) => {
  // The cursor names its sort first: several keys have the same shape, so a cursor carried over from one
  // sort to another would otherwise be accepted and answer a repeated or an empty page.
  const keyShape = key.columns.map((c): "string" | "number" => (c === motions.id ? "string" : "number"));
  const [named, ...after] = decodeCursor(cursor, ["string", ...keyShape]);
  if (named !== sort) throw httpError(400, listMessages.cursor);
  const cols = sql.join(key.columns.map((c) => sql`${c}`), sql`, `);
  const vals = sql.join(after.map((v) => sql`${v}`), sql`, `);
  return key.ascending ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
};

/** How many results come before the page asked for. */
const offsetOf = (opts: Pick<MotionListOptions, "sort" | "page" | "limit" | "cursor">) => {
  if (opts.sort === SEARCH_SORT && opts.cursor) return readRelevanceCursor(opts.cursor).offset;
  return opts.page && !opts.cursor ? (opts.page - 1) * opts.limit : 0;
};

/** The one query of a list page (exported so a test can check its plan uses the sort's index). */
export const listQuery = (db: Db, opts: Omit<MotionListOptions, "origin">) => {
  const filters = listFilters(opts);
  // A search of nothing but punctuation finds nothing, rather than everything (listMotions answers it at once).
  const match = searchMatch(opts.q, opts.pageId);
  if (match === null) filters.push(sql`0`);
  if (opts.sort === SEARCH_SORT) {
    // Ranked first on the motions' own columns, then joined for the page's rows only: building the full row
    // (page, update, vote) of every match in the window before sorting took three times as long.
    const ranked = db
      .select({ at: sql<number>`${motions}.rowid`.as("ranked_at"), score: sql<number>`${motionsFts.rank}`.as("ranked_score") })
      .from(motions)
      .innerJoin(motionsFts, eq(motionsFts.rowid, sql`${motions}.rowid`))
      .where(and(sql`${motionsFts} MATCH ${match ?? ""}`, inWindow(opts.windowBound ?? 0), ...filters))
      .orderBy(asc(motionsFts.rank), asc(motions.id))
      .limit(opts.limit + 1)
      .offset(offsetOf(opts))
      .as("ranked");
    return motionRows(db, opts.viewerId)
      .innerJoin(ranked, eq(ranked.at, sql`${motions}.rowid`))
      .orderBy(asc(ranked.score), asc(motions.id));
  }
  const key = sortKeys[opts.sort];
  if (match) filters.push(sortedSearchFilter(match, opts.pageId ? "index-with-list" : (opts.plan ?? "matches-first")));
  if (opts.cursor) filters.push(keysetAfter(key, opts.sort, opts.cursor));
  return motionRows(db, opts.viewerId)
    .where(and(...filters))
    .orderBy(...key.columns.map((c) => (key.ascending ? asc(c) : desc(c))))
    .limit(opts.limit + 1)
    .offset(offsetOf(opts));
};

/** How a search is read: its relevance window, or the plan of a sorted search over every page. */
const searchReading = async (db: Db, opts: MotionListOptions, match: string | undefined) => {
  if (!match) return {};
  if (opts.sort === SEARCH_SORT) return { windowBound: opts.cursor ? readRelevanceCursor(opts.cursor).bound : await relevanceBound(db, match) };
  return opts.pageId ? {} : { plan: await sortedSearchPlan(db, match) };
};

/** One query a page (keyset when a cursor is given, offset for `page`), plus the cursor of the next page. */
export const listMotions = async (db: Db, opts: MotionListOptions) => {
  const match = searchMatch(opts.q, opts.pageId);
  if (match === null) return { motions: [], nextCursor: null };
  const reading = await searchReading(db, opts, match);
  const rows = await listQuery(db, { ...opts, ...reading });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const more = rows.length > opts.limit && last;
  const after = () =>
    opts.sort === SEARCH_SORT
      ? relevanceCursor(offsetOf(opts) + opts.limit, reading.windowBound ?? 0)
      : encodeCursor([opts.sort, ...sortKeys[opts.sort].values(last!.motion)]);
  return { motions: page.map((r) => rowToMotion(r, opts.origin, opts.viewerId)), nextCursor: more ? after() : null };
};

/** How many motions have no official update yet (the staff landing page's "awaiting a first response"). */
export const countAwaiting = async (db: Db, pageId?: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(motions)
    .where(and(...listFilters({ pageId, awaiting: true })));
  return row?.count ?? 0;
};
