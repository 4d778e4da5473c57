import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { SEARCH_SORT, type InboxSort, type ListSort, type MotionSort } from "../contract/limits";
import type { MotionStatus } from "../contract/statuses";
import { motionUpdates } from "../db/answers-schema";
import { pages, motions, votes } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { motionsFts } from "../db/search-tables";
import { allOnce, type Slot } from "../db/prepared";
import { memberVoteOnMotion, voteDirection, votedAtMs } from "../db/vote-keys";
import { encodeCursor } from "../shared/cursor";
import type { Db } from "../db/client";
import { cursorPosition, keysetAfter, listFilters, sortKeys, type ListFilters, type MotionScope } from "./list-keys";
import { inWindow, readRelevanceCursor, RELEVANCE_WINDOW, relevanceBound, relevanceCursor, searchMatch, sortedSearchFilter, sortedSearchPlan, type SortedSearchPlan } from "./list-search";
import { pageOf, shownColumns, toMotion, type MotionJson, type MotionRow, type PageSummaryRow, type UpdateRow, type Viewer, type ViewerVote } from "./serialize";

type Row = { motion: MotionRow; page: Omit<PageSummaryRow, "jurisdiction">; jurisdiction: PageSummaryRow["jurisdiction"]; viewerVote: ViewerVote; latest: UpdateRow | null };

/**
 * Motions with their page and its jurisdiction, their latest official update and, for a signed-in caller, the caller's own
 * vote: LEFT JOINs on primary keys (the update by motions.latest_update_id, the vote by (motion seq, the
 * caller's member number, found once by the users primary key)), so a list stays one query (no N+1) and the
 * motions index that matches the sort still drives the scan. Anonymous callers get no vote join at all and
 * `viewerVote` null. `seq` is what a vote written next names the motion by (votes.ts).
 */
export const motionRows = (db: Db, viewerId?: string | Slot) => {
  const viewerVote = viewerId ? voteDirection : sql<ViewerVote>`null`;
  // When the caller voted (ms), for the member's own list of motions they voted on.
  const votedAt = viewerId ? votedAtMs : sql<number | null>`null`;
  const query = db
    .select({ ...shownColumns, viewerVote, votedAt, seq: motions.seq })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .leftJoin(motionUpdates, eq(motionUpdates.id, motions.latestUpdateId))
    .$dynamic();
  return viewerId ? query.leftJoin(votes, memberVoteOnMotion(viewerId)) : query;
};

/** The caller of a read as toMotion takes it: none for an anonymous read. */
const viewerOf = (viewerId: string | undefined, vote: ViewerVote): Viewer => (viewerId ? { id: viewerId, vote } : null);

/** A row of motionRows in its public shape. */
export const rowToMotion = (row: Row, origin: string, viewerId?: string) =>
  toMotion(row.motion, pageOf(row), origin, viewerOf(viewerId, row.viewerVote), row.latest);

/** One motion in its public shape (with the caller's vote), or null. */
export const findMotion = async (db: Db, id: string, origin: string, viewerId?: string) => {
  const [row] = await motionRows(db, viewerId).where(eq(motions.id, id)).limit(1);
  return row ? rowToMotion(row, origin, viewerId) : null;
};

export type MotionListOptions = {
  sort: ListSort | InboxSort;
  /** A full-text search of the text (README.md, "Search"); every other option still applies. */
  q?: string;
  limit: number;
  page?: number;
  cursor?: string;
  pageId?: string;
  /** A jurisdiction and everything below it (list-keys.ts), with its number of motions; none for the nation. */
  scope?: MotionScope & { id: string; motions: number };
  statuses?: MotionStatus[];
  awaiting?: boolean;
  origin: string;
  /** The signed-in caller, whose own vote each motion then carries. */
  viewerId?: string;
  /** A search sorted other than by relevance over every page: how it is read (listMotions asks sortedSearchPlan). */
  plan?: SortedSearchPlan;
  /** A search by relevance: the lowest rowid of its window (listMotions reads it), 0 for none. */
  windowBound?: number;
};

/** How many results come before the page asked for. */
export const offsetOf = (opts: Pick<MotionListOptions, "sort" | "page" | "limit" | "cursor">) => {
  if (opts.sort === SEARCH_SORT && opts.cursor) return readRelevanceCursor(opts.cursor).offset;
  return opts.page && !opts.cursor ? (opts.page - 1) * opts.limit : 0;
};

/** A list in one of the sorts' own orders: its filters (and `extra`), after a keyset position, one page. */
type SortedList = ListFilters & {
  sort: MotionSort | InboxSort;
  viewerId?: string | Slot;
  after?: (number | string | Slot)[];
  limit: number | Slot;
  offset: number | Slot;
};
const sortedList = (db: Db, list: SortedList, extra: SQL[] = []) => {
  const key = sortKeys[list.sort];
  const after = list.after ? [keysetAfter(list.sort, list.after)] : [];
  return motionRows(db, list.viewerId)
    .where(and(...listFilters(list), ...extra, ...after))
    .orderBy(...key.columns.map((c) => (key.ascending ? asc(c) : desc(c))))
    .limit(list.limit)
    .offset(list.offset);
};

/** The one query of a list page (exported so a test can check its plan uses the sort's index). */
export const listQuery = (db: Db, opts: Omit<MotionListOptions, "origin">) => {
  // A search of nothing but punctuation finds nothing, rather than everything (listMotions answers it at once).
  const match = searchMatch(opts.q, opts);
  const nothing = match === null ? [sql`0`] : [];
  if (opts.sort === SEARCH_SORT) {
    // Ranked first on the motions' own columns, then joined for the page's rows only: building the full row
    // (page, update, vote) of every match in the window before sorting took three times as long.
    const ranked = db
      .select({ at: sql<number>`${motions}.rowid`.as("ranked_at"), score: sql<number>`${motionsFts.rank}`.as("ranked_score") })
      .from(motions)
      .innerJoin(motionsFts, eq(motionsFts.rowid, sql`${motions}.rowid`))
      .where(and(sql`${motionsFts} MATCH ${match ?? ""}`, inWindow(opts.windowBound ?? 0), ...listFilters(opts), ...nothing))
      .orderBy(asc(motionsFts.rank), asc(motions.id))
      .limit(opts.limit + 1)
      .offset(offsetOf(opts))
      .as("ranked");
    return motionRows(db, opts.viewerId)
      .innerJoin(ranked, eq(ranked.at, sql`${motions}.rowid`))
      .orderBy(asc(ranked.score), asc(motions.id));
  }
  const plan = opts.pageId ? "index-with-list" : (opts.plan ?? "matches-first");
  const search = match ? [sortedSearchFilter(match, plan)] : nothing;
  // The match holds a jurisdiction's token already: matches read by rowid need no scope, and with one SQLite
  // would rather walk the whole scope's index than sort a few matches. The other plans walk that index.
  const scope = match && plan === "matches-first" ? undefined : opts.scope;
  const after = opts.cursor ? cursorPosition(opts.sort, opts.cursor) : undefined;
  return sortedList(db, { ...opts, scope, sort: opts.sort, after, limit: opts.limit + 1, offset: offsetOf(opts) }, search);
};

const slots = (name: string, count: number) => Array.from({ length: count }, (_, i) => sql.placeholder(`${name}${i}`));
const named = (name: string, values: unknown[]) => Object.fromEntries(values.map((v, i) => [`${name}${i}`, v]));

/**
 * A list without a search, its SQL built once for each shape (db/prepared.ts): the sort, which filters, how
 * many statuses, whether after a cursor, signed in or not. The page, statuses, position, caller and page
 * size are its placeholders' values.
 */
const plainList = (db: Db, opts: MotionListOptions & { sort: MotionSort | InboxSort }) => {
  const statuses = opts.statuses ?? [];
  const after = opts.cursor ? cursorPosition(opts.sort, opts.cursor) : [];
  const shape: SortedList = {
    sort: opts.sort,
    awaiting: opts.awaiting,
    pageId: opts.pageId ? sql.placeholder("page") : undefined,
    scope: opts.scope ? { kind: opts.scope.kind, id: sql.placeholder("scope") } : undefined,
    statuses: slots("status", statuses.length),
    viewerId: opts.viewerId ? sql.placeholder("viewer") : undefined,
    after: after.length ? slots("after", after.length) : undefined,
    limit: sql.placeholder("limit"),
    offset: sql.placeholder("offset"),
  };
  const values = { page: opts.pageId, scope: opts.scope?.id, viewer: opts.viewerId, limit: opts.limit + 1, offset: offsetOf(opts), ...named("status", statuses), ...named("after", after) };
  return allOnce(db, "motions", shape, (list) => sortedList(db, list), values);
};

/** How a search is read: its relevance window, or the plan of a sorted search over every page. */
const searchReading = async (db: Db, opts: MotionListOptions, match: string | undefined) => {
  if (!match) return {};
  if (opts.sort === SEARCH_SORT) return { windowBound: opts.cursor ? readRelevanceCursor(opts.cursor).bound : await relevanceBound(db, match) };
  return opts.pageId ? {} : { plan: await sortedSearchPlan(db, match, opts.scope?.motions) };
};

/** A page of a list: its motions, the next page's cursor, and for a windowed relevance search its window. */
type MotionPage = { motions: MotionJson[]; nextCursor: string | null; rankedAmongNewest?: number };

/** One query a page (keyset when a cursor is given, offset for `page`), plus the cursor of the next page. */
export const listMotions = async (db: Db, opts: MotionListOptions): Promise<MotionPage> => {
  const match = searchMatch(opts.q, opts);
  if (match === null) return { motions: [], nextCursor: null };
  const reading = await searchReading(db, opts, match);
  const rows = match || opts.sort === SEARCH_SORT ? await listQuery(db, { ...opts, ...reading }) : await plainList(db, { ...opts, sort: opts.sort });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const more = rows.length > opts.limit && last;
  const after = () =>
    opts.sort === SEARCH_SORT
      ? relevanceCursor(offsetOf(opts) + opts.limit, reading.windowBound ?? 0)
      : encodeCursor([opts.sort, ...sortKeys[opts.sort].values(last!.motion)]);
  // A relevance search that found more than the window says so, so a screen can tell the searcher why an
  // older motion is missing and that a second word reaches it (README.md, "Search").
  const windowed = reading.windowBound ? { rankedAmongNewest: RELEVANCE_WINDOW } : {};
  return { motions: page.map((r) => rowToMotion(r, opts.origin, opts.viewerId)), nextCursor: more ? after() : null, ...windowed };
};

/** How many motions have no official update yet (the staff landing page's "awaiting a first response"). */
export const countAwaiting = async (db: Db, pageId?: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(motions)
    .where(and(...listFilters({ pageId, awaiting: true })));
  return row?.count ?? 0;
};
