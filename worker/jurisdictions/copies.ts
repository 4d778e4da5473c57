import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";

// The jurisdiction tree lives on the directory; every other database keeps copies of the rows its pages hang
// from (README.md, "Databases", routing by placement): a city's page on shard-3 needs its city, region and
// nation there too, for its foreign keys, its totals' triggers and the names its motions are shown with.

type Row = typeof jurisdictions.$inferSelect;

/** The columns a copy shares with the directory's row; the totals are the copy's own (its triggers count them). */
const treeOf = (row: Row) => ({ slug: row.slug, name: row.name, kind: row.kind, parentId: row.parentId, path: row.path, regionId: row.regionId, cityId: row.cityId });

/** Statements that write `jurisdictionId` and its ancestors, read on the directory, to `target`, nation first. */
export async function chainCopy(directoryDb: Db, target: Db, jurisdictionId: string) {
  const [row] = await directoryDb.select({ path: jurisdictions.path }).from(jurisdictions).where(eq(jurisdictions.id, jurisdictionId));
  const ids = row ? row.path.split("/").filter(Boolean) : [];
  const chain = ids.length ? await directoryDb.query.jurisdictions.findMany({ where: (j, { inArray }) => inArray(j.id, ids) }) : [];
  return chain
    .sort((a, b) => a.path.length - b.path.length)
    .map((r) =>
      target
        .insert(jurisdictions)
        .values({ ...r, pageCount: 0, motionCount: 0, voteCount: 0, answeredCount: 0, followerCount: 0 })
        .onConflictDoUpdate({ target: jurisdictions.id, set: treeOf(r) }),
    );
}

/**
 * After a rename on the directory: the same names on every other database that keeps a copy of the row (none
 * but those holding it change), so motions there show the new ones and their cards are copied anew.
 */
export async function echoRename(others: Db[], row: Row) {
  await Promise.all(others.map((db) => db.update(jurisdictions).set(treeOf(row)).where(eq(jurisdictions.id, row.id))));
}
