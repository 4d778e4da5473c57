import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SEARCH_SORT, type ListSort } from "../contract/limits";
import { PUBLIC_STATES } from "../contract/moderation-states";
import type { MotionStatus } from "../contract/statuses";
import { motionCatalogue as c } from "../db/catalogue-schema";
import type { Db } from "../db/client";
import type { Databases } from "../db/placement";
import { catalogueFts } from "../db/search-tables";
import { encodeCursor } from "../shared/cursor";
import { quotedIdsIn, resolveQuotes } from "../shared/quoted-motions";
import { listMotions, offsetOf } from "../motions/list";
import { catalogueReady } from "./ready";
import { cursorPosition } from "../motions/list-keys";
import { readRelevanceCursor, RELEVANCE_WINDOW, relevanceBound, relevanceCursor, searchMatch, sortedSearchFilter, sortedSearchPlan } from "../motions/list-search";
import type { MotionJson } from "../motions/serialize";
import { afterPosition, catalogueKeys, orderOf } from "./keys";
import { withViewerVotes } from "./viewer-votes";

// National lists (GET /api/idea without a jurisdiction) read the directory's catalogue alone, never every
// database (README.md, "National catalogues"): every sort, the status filters, page or cursor, and search
// with today's rules (motions/list-search.ts: the same match, relevance window and plans, on catalogue_fts).
// The answer has the shape of motions/list.ts listMotions.

export type NationalListOptions = {
  sort: ListSort;
  q?: string;
  limit: number;
  page?: number;
  cursor?: string;
  statuses?: MotionStatus[];
  origin: string;
  viewerId?: string;
  /** A jurisdiction's path: its subtree's motions only (a region spread over several databases). */
  within?: string;
};

const shown = { id: c.id, database: c.database, card: c.card, refreshedAt: c.refreshedAt, aiRank: c.aiRank, netVotes: c.netVotes, upCount: c.upCount, createdAt: c.createdAt, answeredRank: c.answeredRank, trendKey: c.trendKey };
const rowid = sql`${c}.rowid`;

const filtersOf = (opts: NationalListOptions): SQL[] => [
  inArray(c.moderationState, PUBLIC_STATES),
  ...(opts.statuses?.length ? [inArray(c.status, opts.statuses)] : []),
  ...(opts.within ? [sql`substr(${c.jurisdictionPath}, 1, ${opts.within.length}) = ${opts.within}`] : []),
];

/**
 * The window's bound within a region's path: the RELEVANCE_WINDOW-th newest match there, not in the nation (whose
 * newest matches may hold few of the region's). It walks the matches newest first, so it reads about the window
 * divided by the region's share of them: a spread region holds big cities, a large share.
 */
async function regionBound(dir: Db, match: string, within: string) {
  const [row] = await dir
    .select({ rowid: catalogueFts.rowid })
    .from(catalogueFts)
    .innerJoin(c, eq(rowid, catalogueFts.rowid))
    .where(and(sql`${catalogueFts} MATCH ${match}`, sql`substr(${c.jurisdictionPath}, 1, ${within.length}) = ${within}`))
    .orderBy(sql`${catalogueFts.rowid} desc`)
    .limit(1)
    .offset(RELEVANCE_WINDOW - 1);
  return row?.rowid ?? 0;
}

/** By relevance: BM25 over the newest RELEVANCE_WINDOW matches (by when they entered the catalogue), in the region if one. */
async function byRelevance(dir: Db, opts: NationalListOptions, match: string) {
  const first = () => (opts.within ? regionBound(dir, match, opts.within) : relevanceBound(dir, match, RELEVANCE_WINDOW, catalogueFts));
  const bound = opts.cursor ? readRelevanceCursor(opts.cursor).bound : await first();
  const rows = await dir
    .select(shown)
    .from(c)
    .innerJoin(catalogueFts, eq(catalogueFts.rowid, rowid))
    .where(and(sql`${catalogueFts} MATCH ${match}`, bound ? sql`${catalogueFts.rowid} >= ${bound}` : undefined, ...filtersOf(opts)))
    .orderBy(asc(catalogueFts.rank), asc(c.id))
    .limit(opts.limit + 1)
    .offset(offsetOf(opts));
  return { rows, bound };
}

/** In a sort's order: its index read from the cursor's position, a search filtering by the plan its count chose. */
async function bySort(dir: Db, opts: NationalListOptions & { sort: Exclude<ListSort, typeof SEARCH_SORT> }, match: string | undefined) {
  const key = catalogueKeys[opts.sort];
  const search = match ? [sortedSearchFilter(match, await sortedSearchPlan(dir, match, undefined, catalogueFts), { rowid, fts: catalogueFts })] : [];
  const after = opts.cursor ? [afterPosition(key, cursorPosition(opts.sort, opts.cursor))] : [];
  return dir
    .select(shown)
    .from(c)
    .where(and(...filtersOf(opts), ...search, ...after))
    .orderBy(...orderOf(key))
    .limit(opts.limit + 1)
    .offset(offsetOf(opts));
}

/**
 * The analyses' quotes resolved (shared/quoted-motions.ts): a quoted motion is public exactly while the
 * catalogue holds it, and a hidden or deleted one leaves it at once (write-through.ts). One keyed read.
 */
async function resolveQuoted(dir: Db, cards: MotionJson[]) {
  const quoted = [...new Set(cards.flatMap((card) => quotedIdsIn(card.aiExplanation ?? "") ?? []))];
  const shown = quoted.length ? (await dir.select({ id: c.id }).from(c).where(and(inArray(c.id, quoted), inArray(c.moderationState, PUBLIC_STATES)))).map((r) => r.id) : [];
  return cards.map((card) => ({ ...card, aiExplanation: resolveQuotes(card.aiExplanation, shown) }));
}

/** A card with image addresses on this origin (the catalogue keeps them without one). */
const onOrigin = (card: MotionJson, origin: string): MotionJson => ({ ...card, entity: { ...card.entity, image: { url: `${origin}${card.entity.image.url}` } } });

/** A page of a national list: the same JSON as listMotions, read from the catalogue on the directory (`dir`). */
export async function listNational(dir: Db, env: Databases, opts: NationalListOptions): Promise<{ motions: MotionJson[]; nextCursor: string | null; rankedAmongNewest?: number }> {
  // Until the backfill is done (ready.ts), the nation's list is the directory's own, as before the catalogue.
  if (!opts.within && !(await catalogueReady(dir))) return listMotions(dir, opts);
  const match = searchMatch(opts.q, {});
  if (match === null || (opts.sort === SEARCH_SORT && !match)) return { motions: [], nextCursor: null };
  const relevance = opts.sort === SEARCH_SORT ? await byRelevance(dir, opts, match!) : undefined;
  const rows = relevance ? relevance.rows : await bySort(dir, { ...opts, sort: opts.sort as Exclude<ListSort, typeof SEARCH_SORT> }, match);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const cards = await resolveQuoted(dir, page.map((r) => onOrigin(JSON.parse(r.card) as MotionJson, opts.origin)));
  const listed = page.map((r, i) => ({ ...r, card: cards[i]! }));
  const motions = opts.viewerId ? await withViewerVotes(dir, env, opts.viewerId, listed) : listed.map((l) => l.card);
  const after = () =>
    relevance ? relevanceCursor(offsetOf(opts) + opts.limit, relevance.bound) : encodeCursor([opts.sort, ...catalogueKeys[opts.sort as Exclude<ListSort, typeof SEARCH_SORT>].values(last!)]);
  const nextCursor = rows.length > opts.limit && last ? after() : null;
  return { motions, nextCursor, ...(relevance?.bound ? { rankedAmongNewest: RELEVANCE_WINDOW } : {}) };
}
