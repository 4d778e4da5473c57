import { and, eq, sql } from "drizzle-orm";
import { motionMessages } from "../contract/motions";
import { pages, follows } from "../db/schema";
import type { Db } from "../db/client";
import { httpError, isForeignKeyViolation } from "../shared/errors";
import { commonMessages } from "../contract/messages";

// Following a motion page. The follows row and the page's denormalised follower_count change in ONE batch
// (a D1 transaction): the counter moves by `changes()`, the rows the follows statement really
// inserted or deleted. Following twice (or two tabs at once) inserts nothing the second time and leaves the
// count alone; unfollowing a page one does not follow deletes nothing and is just as harmless.

export type FollowAnswer = { message: string; following: boolean; followerCount: number };

const pageNotFound = () => httpError(404, commonMessages.pageNotFound);

/** Follow (`true`) or unfollow (`false`) a page; 404 when the page does not exist. */
export async function setFollowing(db: Db, userId: string, pageId: string, follow: boolean): Promise<FollowAnswer> {
  const page = await db.query.pages.findFirst({ columns: { id: true }, where: eq(pages.id, pageId) });
  if (!page) throw pageNotFound();

  const write = follow
    ? db.insert(follows).values({ userId, pageId }).onConflictDoNothing()
    : db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.pageId, pageId)));
  // changes() here is still the row count of `write`: this UPDATE is not complete when it is evaluated.
  const count = db
    .update(pages)
    .set({ followerCount: sql`${pages.followerCount} ${sql.raw(follow ? "+" : "-")} changes()` })
    .where(eq(pages.id, pageId));
  const read = db.select({ followerCount: pages.followerCount }).from(pages).where(eq(pages.id, pageId));

  try {
    const [, , [after]] = await db.batch([write, count, read]);
    if (!after) throw pageNotFound();
    return {
      message: follow ? motionMessages.followed : motionMessages.unfollowed,
      following: follow,
      followerCount: after.followerCount,
    };
  } catch (err) {
    // The page was deleted between our check and our write.
    if (isForeignKeyViolation(err)) throw pageNotFound();
    throw err;
  }
}

/** Whether the member follows the page (false for anonymous callers, without a query). */
export async function isFollowing(db: Db, userId: string | undefined, pageId: string) {
  if (!userId) return false;
  const row = await db.query.follows.findFirst({
    columns: { userId: true },
    where: and(eq(follows.userId, userId), eq(follows.pageId, pageId)),
  });
  return row !== undefined;
}
