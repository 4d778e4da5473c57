import { and, eq, sql } from "drizzle-orm";
import { jurisdictionMessages } from "../contract/jurisdictions";
import type { Db } from "../db/client";
import { jurisdictionFollows, jurisdictions } from "../db/jurisdiction-schema";
import { httpError, isForeignKeyViolation } from "../shared/errors";
import { findJurisdiction } from "./tree";

// Following a city ("follow this city", README.md "City suggestion and home city"): the city's official
// answers then reach the member as a followed page's do (notifications/recipients.ts). As with pages
// (pages/follows.ts), the row and the city's follower_count change in ONE batch, the counter moved by
// changes(), so following twice, or two tabs at once, counts once. Only a city or a district can be followed:
// a region's or the nation's every answer would be a flood, and their views are reached from the cities.

export type CityFollowAnswer = { message: string; following: boolean; followerCount: number };

/** The kinds a member may follow or make their home city. */
export const CITY_KINDS = new Set(["city", "district"]);

const notFound = () => httpError(404, jurisdictionMessages.notFound);

/** The city an address names, on the directory (where former slugs are kept); 404 for none, 400 for a region or the nation. */
export async function followableCity(directoryDb: Db, slug: string) {
  const found = await findJurisdiction(directoryDb, slug);
  if (!found) throw notFound();
  if (!CITY_KINDS.has(found.row.kind)) throw httpError(400, jurisdictionMessages.notACity);
  return found.row;
}

/**
 * Follow (`true`) or unfollow (`false`) city `id` on `db`, the city's own database (README.md, "Routing by
 * placement"): its follows are kept beside its motions, whose answers they are notified of.
 */
export async function setCityFollowing(db: Db, userId: string, id: string, follow: boolean): Promise<CityFollowAnswer> {
  const write = follow
    ? db.insert(jurisdictionFollows).values({ userId, jurisdictionId: id }).onConflictDoNothing()
    : db.delete(jurisdictionFollows).where(and(eq(jurisdictionFollows.userId, userId), eq(jurisdictionFollows.jurisdictionId, id)));
  // changes() is still the row count of `write` while this UPDATE is evaluated (as in pages/follows.ts).
  const count = db
    .update(jurisdictions)
    .set({ followerCount: sql`${jurisdictions.followerCount} ${sql.raw(follow ? "+" : "-")} changes()` })
    .where(eq(jurisdictions.id, id));
  const read = db.select({ followerCount: jurisdictions.followerCount }).from(jurisdictions).where(eq(jurisdictions.id, id));
  try {
    const [, , [after]] = await db.batch([write, count, read]);
    if (!after) throw notFound();
    return { message: follow ? jurisdictionMessages.followed : jurisdictionMessages.unfollowed, following: follow, followerCount: after.followerCount };
  } catch (err) {
    // The city was removed between the look-up and the write.
    if (isForeignKeyViolation(err)) throw notFound();
    throw err;
  }
}

/** Whether the member follows the jurisdiction (false for an anonymous caller, without a query). */
export async function isFollowingJurisdiction(db: Db, userId: string | undefined, jurisdictionId: string) {
  if (!userId) return false;
  const [row] = await db
    .select({ userId: jurisdictionFollows.userId })
    .from(jurisdictionFollows)
    .where(and(eq(jurisdictionFollows.userId, userId), eq(jurisdictionFollows.jurisdictionId, jurisdictionId)))
    .limit(1);
  return row !== undefined;
}

/** The city's follower count as its own database counted it, on the directory's row its home reads. */
export async function noteCityFollowerCount(directoryDb: Db, id: string, followerCount: number) {
  await directoryDb.update(jurisdictions).set({ followerCount }).where(eq(jurisdictions.id, id));
}
