import { and, eq, sql } from "drizzle-orm";
import { motionMessages } from "../contract/motions";
import { entities, follows } from "../db/schema";
import type { Db } from "./db";
import { isForeignKeyViolation } from "./errors";

// Following a motion page. The follows row and the page's denormalised follower_count change in ONE batch
// (a D1 transaction, DESIGN §6): the counter moves by `changes()`, the rows the follows statement really
// inserted or deleted. Following twice (or two tabs at once) inserts nothing the second time and leaves the
// count alone; unfollowing a page one does not follow deletes nothing and is just as harmless.

export type FollowAnswer = { message: string; following: boolean; followerCount: number };

/** Follow (`true`) or unfollow (`false`) a page. Null when the page does not exist. */
export async function setFollowing(db: Db, userId: string, entityId: string, follow: boolean): Promise<FollowAnswer | null> {
  const page = await db.query.entities.findFirst({ columns: { id: true }, where: eq(entities.id, entityId) });
  if (!page) return null;

  const write = follow
    ? db.insert(follows).values({ userId, entityId }).onConflictDoNothing()
    : db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.entityId, entityId)));
  // changes() here is still the row count of `write`: this UPDATE is not complete when it is evaluated.
  const count = db
    .update(entities)
    .set({ followerCount: sql`${entities.followerCount} ${sql.raw(follow ? "+" : "-")} changes()` })
    .where(eq(entities.id, entityId));
  const read = db.select({ followerCount: entities.followerCount }).from(entities).where(eq(entities.id, entityId));

  try {
    const [, , [after]] = await db.batch([write, count, read]);
    if (!after) return null;
    return {
      message: follow ? motionMessages.followed : motionMessages.unfollowed,
      following: follow,
      followerCount: after.followerCount,
    };
  } catch (err) {
    // The page was deleted between our check and our write.
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}

/** Whether the member follows the page (false for anonymous callers, without a query). */
export async function isFollowing(db: Db, userId: string | undefined, entityId: string) {
  if (!userId) return false;
  const row = await db.query.follows.findFirst({
    columns: { userId: true },
    where: and(eq(follows.userId, userId), eq(follows.entityId, entityId)),
  });
  return row !== undefined;
}
