import { count, sql, type SQL } from "drizzle-orm";
import { listMessages } from "../contract/lists";
import { SEARCH_SORT } from "../contract/limits";
import type { Db } from "../db/client";
import { inJurisdiction, inPage, matchAllWords, rowidMatches } from "../db/fts";
import { motions } from "../db/schema";
import { motionsFts, type catalogueFts } from "../db/search-tables";
import { decodeCursor, encodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";

/** The motions' index, or the national catalogue's (worker/catalogue/list.ts), searched by the same rules. */
type MotionIndex = typeof motionsFts | typeof catalogueFts;

// How a motion list is searched (README.md, "Search" and "A million motions"). Every figure here was read
// off the 1,000,000-motion bench, where "street" is in 264,000 motions and "Ashaford" in 7.

/**
 * The FTS match of a list's search: undefined without one, null for a search of no word at all. Within a page
 * or a jurisdiction, its token is part of the match (db/fts.ts), so FTS5 intersects instead of filtering.
 */
export const searchMatch = (q: string | undefined, within: { pageId?: string; scope?: { id: string } }) => {
  const words = q === undefined ? undefined : matchAllWords(q, { column: "text", prefixLast: false });
  if (!words) return words;
  if (within.pageId) return inPage(within.pageId, words);
  return within.scope ? inJurisdiction(within.scope.id, words) : words;
};

/**
 * By relevance, BM25 ranks the newest RELEVANCE_WINDOW matches: scoring every match of a common word took
 * 230 ms (264,000 scores), the newest 2,000 about 7 ms, most of it FTS5 counting the word's matches once for
 * its weight. A search that finds more is not a discriminating one, and among its matches the newer are the
 * likelier to be open; a second word narrows it, and any other sort reads every match.
 */
export const RELEVANCE_WINDOW = 2_000;

/** The rowid of the `window`-th newest match, the window's lower bound; 0 when there are fewer matches (no bound). */
export const relevanceBound = async (db: Db, match: string, window = RELEVANCE_WINDOW, fts: MotionIndex = motionsFts) => {
  const [row] = await db
    .select({ rowid: fts.rowid })
    .from(fts)
    .where(sql`${fts} MATCH ${match}`)
    .orderBy(sql`${fts.rowid} desc`)
    .limit(1)
    .offset(window - 1);
  return row?.rowid ?? 0;
};

/** Only matches in the window (FTS5 seeks to the bound instead of reading older matches). */
export const inWindow = (bound: number): SQL | undefined => (bound ? sql`${motionsFts.rowid} >= ${bound}` : undefined);

/** A relevance page's cursor: how many results came before it (BM25 scores are no stable key) and the window. */
export const relevanceCursor = (offset: number, bound: number) => encodeCursor([SEARCH_SORT, offset, bound]);

export const readRelevanceCursor = (cursor: string) => {
  const [named, offset, bound] = decodeCursor(cursor, ["string", "number", "number"]);
  const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (named !== SEARCH_SORT || !whole(offset) || !whole(bound)) throw httpError(400, listMessages.cursor);
  return { offset, bound };
};

/**
 * Sorted other than by relevance over every page, a search is read one of three ways by how many motions it
 * finds. Up to FEW_MATCHES: the matches by rowid, then sorted (walking the whole sort index for 7 matches
 * took ~60 ms). Up to MANY_MATCHES: the sort's index drives and the matches are a list built once (262,000
 * of them took ~30 ms to build). Past that: the sort's index drives and each motion is looked up in the FTS
 * index (~10 µs each), which a common word answers within a few hundred motions.
 */
export const FEW_MATCHES = 1_000;
const MANY_MATCHES = 30_000;
export type SortedSearchPlan = "matches-first" | "index-with-list" | "index-with-lookups";

/**
 * Within a jurisdiction of `motions` motions the scope's own index drives, and what decides is how dense its
 * matches are: past one in SCOPE_DENSITY, looking each motion up finds a page's worth within a few hundred.
 * Counting stops there, so a big city costs no more to plan than its share: counting the capital's 37,000
 * matches of "street" (of 141,000 motions) up to 30,001 took ~10 ms, as long as the search it planned.
 */
const SCOPE_DENSITY = 100;

/**
 * Which plan a sorted search over every page, or within a jurisdiction of `scopeMotions` motions, takes: it
 * counts the matches (hidden ones too) up to MANY_MATCHES, or up to the scope's density threshold.
 */
export const sortedSearchPlan = async (db: Db, match: string, scopeMotions?: number, fts: MotionIndex = motionsFts): Promise<SortedSearchPlan> => {
  const enough = scopeMotions === undefined ? MANY_MATCHES : Math.max(FEW_MATCHES, Math.ceil(scopeMotions / SCOPE_DENSITY));
  const found = db.select({ rowid: fts.rowid }).from(fts).where(sql`${fts} MATCH ${match}`).limit(enough + 1);
  const [row] = await db.select({ n: count() }).from(found.as("found"));
  const n = row?.n ?? 0;
  return n <= FEW_MATCHES ? "matches-first" : n <= enough ? "index-with-list" : "index-with-lookups";
};

const motionRowid = sql`${motions}.rowid`;

/** The WHERE term of a sorted search. Within a page the page's index always drives (a page's matches are few). */
export const sortedSearchFilter = (match: string, plan: SortedSearchPlan, on: { rowid: SQL; fts: MotionIndex } = { rowid: motionRowid, fts: motionsFts }): SQL => {
  const name = on.fts === motionsFts ? "motions_fts" : "catalogue_fts";
  // `+rowid` may not look motions up by rowid, so the sort's index drives.
  if (plan === "index-with-list") return rowidMatches(sql`+${on.rowid}`, name, match);
  if (plan === "index-with-lookups") {
    return sql`EXISTS (SELECT 1 FROM ${on.fts} WHERE ${on.fts} MATCH ${match} AND ${on.fts.rowid} = ${on.rowid})`;
  }
  return rowidMatches(on.rowid, name, match);
};
