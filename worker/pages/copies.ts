import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { pages } from "../db/schema";

// A page kept on a shard is kept twice (README.md, "Databases", routing by placement): the directory holds
// every page's row, which national page lists, slug lookups and the back office's page lists read, and the
// database of its jurisdiction holds a copy its motions refer to and are listed with. The directory's row is
// written first, then copied; the copy carries the jurisdiction and its ancestors along, so its foreign keys
// and the totals' triggers find them there. The page's followers are counted on its own database (the copy),
// and that count is written back to the directory's row (`noteFollowerCount`).

const TREE_COLUMNS = ["slug", "name", "kind", "parentId", "path", "regionId", "cityId"] as const;

const excludedOf = <T extends string>(columns: readonly T[], toColumn: (name: T) => string) =>
  Object.fromEntries(columns.map((name) => [name, sql.raw(`excluded.${toColumn(name)}`)]));

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Copies the page's jurisdiction (with its ancestors) and the page's row from the directory to `target`. */
export async function copyPage(directoryDb: Db, target: Db, pageId: string) {
  const [page] = await directoryDb.select().from(pages).where(eq(pages.id, pageId));
  if (!page) return;
  const chain = await directoryDb
    .select()
    .from(jurisdictions)
    .where(sql`instr((select ${jurisdictions.path} from ${jurisdictions} where ${jurisdictions.id} = ${page.jurisdictionId}), '/' || ${jurisdictions.id} || '/') > 0`);
  const { followerCount: _kept, ...columns } = page;
  const pageSet = excludedOf(Object.keys(columns).filter((k) => k !== "id") as (keyof typeof columns)[], (k) => pages[k].name);
  const statements: BatchItem<"sqlite">[] = [
    ...chain
      .sort((a, b) => a.path.length - b.path.length)
      .map((row) =>
        target
          .insert(jurisdictions)
          .values({ ...row, pageCount: 0, motionCount: 0, voteCount: 0, answeredCount: 0, followerCount: 0 })
          .onConflictDoUpdate({ target: jurisdictions.id, set: excludedOf(TREE_COLUMNS, snake) }),
      ),
    target.insert(pages).values({ ...columns, followerCount: 0 }).onConflictDoUpdate({ target: pages.id, set: pageSet }),
  ];
  await target.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** The page's follower count as its own database counted it, on the directory's row national lists read. */
export async function noteFollowerCount(directoryDb: Db, pageId: string, followerCount: number) {
  await directoryDb.update(pages).set({ followerCount }).where(eq(pages.id, pageId));
}
