import { and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { allOnce, type Slot } from "../db/prepared";
import { matchAllWords, rowidMatches } from "../db/fts";
import { pages } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import type { JurisdictionKind } from "../contract/jurisdictions";

// The order of motion pages everywhere they are listed (home, /pages, search, the back office): the rank
// an admin sets per page (lower first), then the name case-insensitively, then the id so equal names stay
// stable (README.md, decision 3).
const homeOrder = [asc(pages.sortRank), asc(sql`${pages.name} COLLATE NOCASE`), asc(pages.id)];

// A full-text search of the name and description (README.md, "Search"): every word, the last as a prefix,
// whatever the case and accents. Text with no word in it (only punctuation) finds nothing.
const matching = (term: string) => {
  const match = matchAllWords(term);
  return match ? rowidMatches(sql`${pages}.rowid`, "entities_fts", match) : sql`0`;
};

/** A page's columns and its jurisdiction's summary, as pages/serialize.ts takes them. */
export const pageColumns = {
  ...getTableColumns(pages),
  jurisdiction: { id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name, kind: jurisdictions.kind },
};
const pagesWithJurisdiction = (db: Db) => db.select(pageColumns).from(pages).innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId));

/**
 * The pages of a jurisdiction and of everything below it: their jurisdictions are a range of the path index
 * ([path, path + "0"), as jurisdictions/tree.ts reads a subtree). The nation holds every page: no filter.
 */
const subtree = (within: Within | undefined) => (within && within.kind !== "nation" ? { from: within.path, to: `${within.path.slice(0, -1)}0` } : undefined);
const inSubtree = (range: { from: string | Slot; to: string | Slot }) =>
  sql`${pages.jurisdictionId} IN (SELECT ${jurisdictions.id} FROM ${jurisdictions} WHERE ${jurisdictions.path} >= ${range.from} AND ${jurisdictions.path} < ${range.to})`;

type Within = { kind: JurisdictionKind; path: string };
type PageListQuery = { page?: number; limit?: number; search?: string; within?: Within; pageSize: number };

/**
 * Every page in home order, or one page of that list when `page` or `limit` is given, optionally by name and
 * within a jurisdiction. The home list's SQL is built once (db/prepared.ts); a search's each time, around its words.
 */
export async function listPages(db: Db, { page, limit, search, within, pageSize }: PageListQuery) {
  const size = limit ?? pageSize;
  const paged = page !== undefined || limit !== undefined;
  const offset = ((page ?? 1) - 1) * size;
  const range = subtree(within);
  const inHomeOrder = (where: SQL | undefined, window?: { limit: number | Slot; offset: number | Slot }) => {
    const query = pagesWithJurisdiction(db).where(where).orderBy(...homeOrder).$dynamic();
    return window ? query.limit(window.limit).offset(window.offset) : query;
  };
  if (search) return inHomeOrder(and(matching(search), range && inSubtree(range)), paged ? { limit: size, offset } : undefined);
  const slots = { limit: sql.placeholder("limit"), offset: sql.placeholder("offset"), from: sql.placeholder("from"), to: sql.placeholder("to") };
  const build = (shape: { paged: boolean; scoped: boolean }) => inHomeOrder(shape.scoped ? inSubtree(slots) : undefined, shape.paged ? slots : undefined);
  return allOnce(db, "pages", { paged, scoped: range !== undefined }, build, { limit: size, offset, ...range });
}

const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

export const findPageById = (db: Db, id: string) => first(pagesWithJurisdiction(db).where(eq(pages.id, id)).limit(1));

/**
 * A page by its slug within a jurisdiction (the jurisdiction's id). Without one, the oldest page of that slug:
 * before the nation slugs were unique, so every /{slug} link shared then still finds the page it named, and a
 * page of the same slug made later in another city never takes it over. Slugs are lower-case, so a link
 * typed with capitals still finds its page.
 */
export const findPageBySlug = (db: Db, slug: string, jurisdictionId?: string) => {
  const bySlug = eq(pages.slug, slug.toLowerCase());
  const where = jurisdictionId ? and(bySlug, eq(pages.jurisdictionId, jurisdictionId)) : bySlug;
  return first(pagesWithJurisdiction(db).where(where).orderBy(asc(pages.createdAt), asc(pages.id)).limit(1));
};
