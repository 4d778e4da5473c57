import { sql } from "drizzle-orm";
import { writeCard } from "../accounts/member-cards";
import { noteActivityOn } from "../accounts/activity-databases";
import { drizzleOver, type Db } from "../db/client";
import { directory, DIRECTORY, type Databases, type DatabaseName } from "../db/placement";
import { users } from "../db/schema";
import type { VoteChange } from "./flush";

// A flush inserts a vote row by the voter's number, read from their card on the motion's database
// (flush.ts): on a shard a member without a card there would lose the vote the object already answered
// with. The vote route writes the card before the vote (accounts/member-cards.ts, bringMemberTo); this is the
// object's own guarantee, for a card that is not there anyway: written from the member's row on the
// directory, before the flush. A member the directory no longer has is skipped, as the flush skips them.

const MISSING = "SELECT value AS id FROM json_each(?1) WHERE value NOT IN (SELECT id FROM users)";

/** Writes the cards a flush's new votes need on `database`, from the directory; nothing on the directory. */
export async function cardsForFlush(env: Databases, db: Db, database: DatabaseName, changes: VoteChange[]) {
  if (database === DIRECTORY) return;
  const voters = changes.filter((c) => !c.from && c.to).map((c) => c.userId);
  if (!voters.length) return;
  const { results } = await db.$client.prepare(MISSING).bind(JSON.stringify(voters)).all<{ id: string }>();
  if (!results.length) return;
  const members = drizzleOver(directory(env));
  const rows = await members
    .select()
    .from(users)
    .where(sql`${users.id} IN (SELECT value FROM json_each(${JSON.stringify(results.map((r) => r.id))}))`);
  for (const member of rows) {
    await writeCard(db.$client, member);
    await noteActivityOn(members, member, database);
  }
}
