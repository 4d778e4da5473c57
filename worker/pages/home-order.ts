import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pages } from "../db/schema";

// The order of motion pages everywhere they are listed (home, /pages, search, the back office): the rank
// an admin sets per page (lower first), then the name case-insensitively, then the id so equal names stay
// stable (README.md, decision 3).
const homeOrder = [asc(pages.sortRank), asc(sql`${pages.name} COLLATE NOCASE`), asc(pages.id)];

// A substring match without LIKE: D1 refuses LIKE patterns over 50 bytes (a 500 for a longer search), and
// instr() takes % and _ literally. lower() folds ASCII only, as LIKE did.
const nameContains = (term: string) => sql`instr(lower(${pages.name}), lower(${term})) > 0`;

type PageListQuery = { page?: number; limit?: number; search?: string; pageSize: number };

/** Every page in home order, or one page of that list when `page` or `limit` is given, optionally by name. */
export async function listPages(db: Db, { page, limit, search, pageSize }: PageListQuery) {
  const size = limit ?? pageSize;
  const query = db.select().from(pages).where(search ? nameContains(search) : undefined).orderBy(...homeOrder);
  return page !== undefined || limit !== undefined ? query.limit(size).offset(((page ?? 1) - 1) * size) : query;
}

export const findPageById = (db: Db, id: string) => db.query.pages.findFirst({ where: eq(pages.id, id) });

/** Slugs are lower-case, so a link typed with capitals still finds its page. */
export const findPageBySlug = (db: Db, slug: string) => db.query.pages.findFirst({ where: eq(pages.slug, slug.toLowerCase()) });
