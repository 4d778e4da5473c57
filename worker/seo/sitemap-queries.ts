import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_STATES } from "../contract/moderation-states";
import { motionCatalogue as catalogue } from "../db/catalogue-schema";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";

// The D1 reads behind the sitemaps, all by rowid (README.md decision 25), on the directory: it holds every
// jurisdiction, every page and, in the national catalogue, every public motion of every database (README.md,
// "Routing by placement"). `motion_catalogue` and `entities` are rowid
// tables (their TEXT primary key is a separate index), so every row already has an integer key that SQLite
// hands out in insertion order (largest + 1): a file is a fixed range of it, (n-1)·size < rowid ≤ n·size,
// and so holds at most `size` rows however the ids are spread. Finding how many files there are is
// max(rowid), one seek to the end of the table's b-tree; a file's rows are range searches on the table
// itself. No OFFSET, no count, no index to add. A VACUUM (or an export and import) may renumber rowids: the
// files then shift, each still within its range, which a crawler merely reads again.

/** The rowid range of one file and the keyset within it: rows after `after`, up to `through`. */
export type RowidRange = { after: number; through: number; limit: number };

const catalogueRowid = sql<number>`${catalogue}.rowid`;
const pageRowid = sql<number>`${pages}.rowid`;
const jurisdictionRowid = sql<number>`${jurisdictions}.rowid`;

/** The highest rowid of a table: SQLite's min/max optimisation makes it one seek to the b-tree's end. */
export const lastRowidQuery = (db: Db, table: typeof catalogue | typeof pages | typeof jurisdictions) =>
  db.select({ last: sql<number | null>`max(${table}.rowid)` }).from(table);

/** The highest rowid of the catalogue's motions, pages and jurisdictions (0 for an empty table), in one round trip. */
export const lastRowids = async (db: Db) => {
  const [motionRows, pageRows, jurisdictionRows] = await db.batch([
    lastRowidQuery(db, catalogue),
    lastRowidQuery(db, pages),
    lastRowidQuery(db, jurisdictions),
  ]);
  return { motions: motionRows[0]?.last ?? 0, pages: pageRows[0]?.last ?? 0, jurisdictions: jurisdictionRows[0]?.last ?? 0 };
};

/**
 * One chunk of public motions of a range, in rowid order, from the national catalogue on the directory, which
 * holds every public motion of every database with its public card (README.md, "National catalogues"): the page's
 * and jurisdiction's slugs, the two parts of a permalink's address, and its score's time are read from the card.
 * A motion leaves the catalogue when it is hidden or deleted and keeps its rowid while it changes, so a moderation
 * decision never moves other motions between files. Exported so a test can check the plan.
 */
export const motionChunkQuery = (db: Db, range: RowidRange) =>
  db
    .select({
      rowid: catalogueRowid,
      id: catalogue.id,
      slug: sql<string>`json_extract(${catalogue.card}, '$.entity.slug')`,
      jurisdiction: sql<string>`json_extract(${catalogue.card}, '$.entity.jurisdiction.slug')`,
      createdAt: sql<number>`${catalogue.createdAt}`.mapWith((ms: number) => new Date(ms)),
      scoredAt: sql<string | null>`json_extract(${catalogue.card}, '$.scoredAt')`.mapWith((at: string | null) => (at ? new Date(at) : null)),
      answeredAt: sql<number>`${catalogue.answeredRank}`.mapWith((ms: number) => (ms > 0 ? new Date(ms) : null)),
    })
    .from(catalogue)
    .where(and(sql`${catalogueRowid} > ${range.after}`, sql`${catalogueRowid} <= ${range.through}`, inArray(catalogue.moderationState, PUBLIC_STATES)))
    .orderBy(asc(catalogueRowid))
    .limit(range.limit);

/** One chunk of motion pages of a range, in rowid order, with their jurisdiction's slug. Every page is public. */
export const pageChunkQuery = (db: Db, range: RowidRange) =>
  db
    .select({ rowid: pageRowid, slug: pages.slug, jurisdiction: jurisdictions.slug, createdAt: pages.createdAt, updatedAt: pages.updatedAt })
    .from(pages)
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(and(sql`${pageRowid} > ${range.after}`, sql`${pageRowid} <= ${range.through}`))
    .orderBy(asc(pageRowid))
    .limit(range.limit);

/** One chunk of jurisdictions of a range, in rowid order: each has a public home. */
export const jurisdictionChunkQuery = (db: Db, range: RowidRange) =>
  db
    .select({ rowid: jurisdictionRowid, slug: jurisdictions.slug })
    .from(jurisdictions)
    .where(and(sql`${jurisdictionRowid} > ${range.after}`, sql`${jurisdictionRowid} <= ${range.through}`))
    .orderBy(asc(jurisdictionRowid))
    .limit(range.limit);
