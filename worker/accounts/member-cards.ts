import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { getDb, getDbNamed, type Db, type RequestScope } from "../db/client";
import { DIRECTORY, type DatabaseName } from "../db/placement";
import type { Member } from "../shared/app-env";
import { activityDatabasesOf, noteActivityOn } from "./activity-databases";

// A member on a shard is a card (README.md, "Databases", members as cards): the directory holds the member; a
// jurisdiction's database holds the columns its pages and motions show or join on — id, number, name,
// pictures, verification, home city, a suspension's end (the review queue shows it), join date — and never a password, a Google id or an address (its e-mail
// is a placeholder made from the id, the column being unique and required). The same columns the move copies
// (worker/jurisdictions/move/tables.ts).

const CARD = ["id", "num", "name", "picture_url", "picture_key", "is_verified", "home_jurisdiction_id", "suspended_until", "created_at"] as const;

const UPSERT = `insert into users (${CARD.join(", ")}, email) values (${CARD.map((_, i) => `?${i + 1}`).join(", ")}, ?1 || '@member.invalid')
  on conflict (id) do update set ${CARD.filter((c) => c !== "id" && c !== "num").map((c) => `${c} = excluded.${c}`).join(", ")}`;

const cardValues = (m: Member) => [m.id, m.num, m.name, m.pictureUrl, m.pictureKey, m.isVerified ? 1 : 0, m.homeJurisdictionId, m.suspendedUntil?.getTime() ?? null, m.createdAt.getTime()];

/** Writes (or refreshes) the member's card on a database: their row on the directory is the member. */
export async function writeCard(on: D1Database | D1DatabaseSession, member: Member) {
  await on.prepare(UPSERT).bind(...cardValues(member)).run();
}

/**
 * Before a member's first write to a jurisdiction's database (a motion, a vote, a report, a follow): their card
 * there, and the database named on their row for /me (README.md, "A member's activity"). A database their row
 * names already has the card: costs nothing. The directory is the member's own database: nothing to do.
 */
export async function bringMemberTo(c: RequestScope, member: Member, placed: { database: DatabaseName; db: Db }) {
  if (placed.database === DIRECTORY || activityDatabasesOf(member).includes(placed.database)) return;
  await writeCard(placed.db.$client, member);
  await noteActivityOn(getDb(c), member, placed.database);
}

/** The request's sessions of the databases other than the directory that the member's row names: where their cards are. */
export const cardDbs = (c: RequestScope, member: Pick<Member, "activityDatabases">): Db[] =>
  activityDatabasesOf(member)
    .filter((name) => name !== DIRECTORY)
    .map((name) => getDbNamed(c, name));

/**
 * After the member's row changed what a card shows (name, picture, verification, home city): the same on every
 * card, so a shard's pages and motions show the member as the directory does. `member` is the row as it now is;
 * a card exists wherever the row names a database (bringMemberTo wrote it before naming it), so this upserts.
 */
export async function refreshCards(c: RequestScope, member: Member) {
  await Promise.all(cardDbs(c, member).map((db) => writeCard(db.$client, member)));
}

/** refreshCards after a change made by the member's id alone (the home city): their row read again on the directory. */
export async function refreshCardsOf(c: RequestScope, memberId: string) {
  const member = await getDb(c).query.users.findFirst({ where: eq(users.id, memberId) });
  if (member) await refreshCards(c, member);
}
