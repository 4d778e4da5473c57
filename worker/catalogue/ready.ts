import { count, isNotNull } from "drizzle-orm";
import { catalogueWatermarks } from "../db/catalogue-schema";
import type { Db } from "../db/client";
import { DATABASE_NAMES } from "../db/placement";

// Whether national lists may read the catalogue (README.md, "National catalogues"): once the minute's refresh
// has reached the end of every database at least once, its backfill is done. Before (the first minutes after
// the release that brought the catalogue, while the backfill copies a nation's motions), a national list
// reads the directory's own motions, as it did before the catalogue, rather than a half-copied nation.
// One read of at most one row per database; a database once marked stays marked.

export async function catalogueReady(dir: Db): Promise<boolean> {
  const [row] = await dir.select({ n: count() }).from(catalogueWatermarks).where(isNotNull(catalogueWatermarks.caughtUpAt));
  return (row?.n ?? 0) >= DATABASE_NAMES.length;
}
