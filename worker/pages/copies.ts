import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { chainCopy } from "../jurisdictions/copies";
import { pages } from "../db/schema";

// A page kept on a shard is kept twice (README.md, "Databases", routing by placement): the directory holds
// every page's row, which national page lists, slug lookups and the back office's page lists read, and the
// database of its jurisdiction holds a copy its motions refer to and are listed with. The directory's row is
// written first, then copied; the copy carries the jurisdiction and its ancestors along, so its foreign keys
// and the totals' triggers find them there. The page's followers are counted on its own database (the copy),
// and that count is written back to the directory's row (`noteFollowerCount`).

/** Copies the page's jurisdiction (with its ancestors) and the page's row from the directory to `target`. */
export async function copyPage(directoryDb: Db, target: Db, pageId: string) {
  const [page] = await directoryDb.select().from(pages).where(eq(pages.id, pageId));
  if (!page) return;
  const chain = await chainCopy(directoryDb, target, page.jurisdictionId);
  // The copy's follower count is its own: the follows are kept there.
  const { id, followerCount: _counted, ...columns } = page;
  const statements: BatchItem<"sqlite">[] = [
    ...chain,
    target.insert(pages).values({ id, ...columns, followerCount: 0 }).onConflictDoUpdate({ target: pages.id, set: columns }),
  ];
  await target.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** The page's follower count as its own database counted it, on the directory's row national lists read. */
export async function noteFollowerCount(directoryDb: Db, pageId: string, followerCount: number) {
  await directoryDb.update(pages).set({ followerCount }).where(eq(pages.id, pageId));
}
