import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { jurisdictionAliases, jurisdictions } from "../db/jurisdiction-schema";
import type { Db } from "../db/client";

// Reading the jurisdiction tree. The path is the ids from the nation down ("/<nation>/<region>/<city>/"), so a
// jurisdiction's subtree is the range [path, path + "0") of the unique path index ("/" is the character
// before "0"), and its ancestors are the ids in its own path.

type JurisdictionRow = typeof jurisdictions.$inferSelect;

/** The ids a path names, from the nation down to the jurisdiction itself. */
export const pathIds = (path: string) => path.split("/").filter(Boolean);

/** The SQL range of a subtree: the jurisdiction at `path` and everything below it. */
export const inSubtree = (path: string) => and(gte(jurisdictions.path, path), lt(jurisdictions.path, `${path.slice(0, -1)}0`));

const DEPTH = sql`length(${jurisdictions.path}) - length(replace(${jurisdictions.path}, '/', ''))`;

/** Every jurisdiction, nation first, then by level and name. */
export const listJurisdictions = (db: Db) =>
  db.select().from(jurisdictions).orderBy(asc(DEPTH), asc(sql`${jurisdictions.name} COLLATE NOCASE`), asc(jurisdictions.id));

export const findJurisdictionById = async (db: Db, id: string) => (await db.select().from(jurisdictions).where(eq(jurisdictions.id, id)).limit(1))[0];

/**
 * The jurisdiction an address names: by its slug, or by a slug it had before a rename (`renamed` then says
 * so, and the caller answers 301 to the current address). Slugs are lower-case; capitals still find it.
 */
export const findJurisdiction = async (db: Db, slug: string): Promise<{ row: JurisdictionRow; renamed: boolean } | null> => {
  const wanted = slug.toLowerCase();
  const [direct] = await db.select().from(jurisdictions).where(eq(jurisdictions.slug, wanted)).limit(1);
  if (direct) return { row: direct, renamed: false };
  const [alias] = await db
    .select({ row: jurisdictions })
    .from(jurisdictionAliases)
    .innerJoin(jurisdictions, eq(jurisdictions.id, jurisdictionAliases.jurisdictionId))
    .where(eq(jurisdictionAliases.slug, wanted))
    .limit(1);
  return alias ? { row: alias.row, renamed: true } : null;
};

/** The jurisdiction's ancestors and itself, from the nation down (for breadcrumbs and scope checks). */
export const lineage = async (db: Db, row: Pick<JurisdictionRow, "path">) => {
  const ids = pathIds(row.path);
  const rows = await db.select().from(jurisdictions).where(inArray(jurisdictions.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!).filter(Boolean);
};

/** Whether `path` lies within the subtree rooted at `rootPath` (a city admin's reach). */
export const isWithin = (path: string, rootPath: string) => path.startsWith(rootPath);
