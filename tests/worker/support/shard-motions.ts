import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { writeCard } from "../../../worker/accounts/member-cards";
import { drizzleOver } from "../../../worker/db/client";
import { jurisdictionMoves } from "../../../worker/db/jurisdiction-schema";
import { directory } from "../../../worker/db/placement";
import { indexMotion } from "../../../worker/db/record-placement";
import { motions } from "../../../worker/db/schema";
import { db, insertMember, uniqueTag } from "./factories";
import { on } from "./moves";

// Motions written straight to a shard, as submit.ts writes them there (README.md, "Databases", routing by
// placement): indexed on the directory first, then inserted on the shard. `cityOn` (placed-city.ts) gives the
// pages; these give the motions, the members' cards, and a look at one motion on one database.

/** A drizzle client of database `name`. */
export const dbOn = (name: string) => drizzleOver(on(name));

type Spec = Partial<typeof motions.$inferInsert> & { indexed?: boolean };

/** A pending motion on page `pageId` of database `name`, indexed on the directory unless `indexed` is false. */
export async function motionOn(name: string, pageId: string, { indexed = true, ...spec }: Spec = {}) {
  const id = spec.id ?? uuidv7();
  if (indexed) await indexMotion(directory(env), id, pageId);
  const text = `Add a covered shelter with a bench at the ${uniqueTag()} bus stop on Harbor Street by June 2027.`;
  const [row] = await dbOn(name).insert(motions).values({ id, pageId, text, aiStatus: "pending", ...spec }).returning();
  return row!;
}

/** The motion `id` as database `name` has it (undefined when it has no such row). */
export const motionRowOn = async (name: string, id: string) => (await dbOn(name).select().from(motions).where(eq(motions.id, id)))[0];

/** A member on the directory with their card on database `name`, as the routes bring a member there. */
export async function memberWithCardOn(name: string) {
  const member = await insertMember();
  await writeCard(on(name), member);
  return member;
}

/** Runs `fn` while the move of `jurisdictionId` reads as copying again (its writes wait, README.md "Moving a jurisdiction"). */
export async function whileMoving<T>(jurisdictionId: string, fn: () => Promise<T>): Promise<T> {
  const where = eq(jurisdictionMoves.jurisdictionId, jurisdictionId);
  const [before] = await db().select().from(jurisdictionMoves).where(where);
  await db().update(jurisdictionMoves).set({ state: "copying" }).where(where);
  try {
    return await fn();
  } finally {
    await db().update(jurisdictionMoves).set({ state: before!.state }).where(where);
  }
}
