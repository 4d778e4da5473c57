import type { Db } from "../db/client";
import { DIRECTORY, isDatabaseName, type DatabaseName } from "../db/placement";
import { appendActivityDatabase } from "../db/activity-databases";
import type { Member } from "../shared/app-env";

// Which databases hold a member's own activity (README.md, "Databases", a member's activity): /me reads the
// directory, which holds every jurisdiction placed nowhere else, and of the shards only those the member's
// row names, so a member active in three cities costs three databases, never all nine. The list is on the
// member's row in the directory, which every signed-in request reads anyway: knowing it costs no query.

/** The databases /me reads for this member: the directory first, then the shards their row names. */
export const activityDatabasesOf = (member: Pick<Member, "activityDatabases">): DatabaseName[] => [
  DIRECTORY,
  ...new Set((member.activityDatabases ?? []).filter((name): name is DatabaseName => isDatabaseName(name) && name !== DIRECTORY)),
];

/**
 * After the member wrote their own rows (a motion, a vote, a follow) to `database`: names it on their row,
 * once. `member` is the row the request's member check read, so a database already named costs nothing;
 * a stale row only costs a guarded UPDATE that changes nothing. `db` is the directory.
 */
export async function noteActivityOn(db: Db, member: Pick<Member, "id" | "activityDatabases">, database: DatabaseName) {
  if (activityDatabasesOf(member).includes(database)) return;
  await appendActivityDatabase(db.$client, [member.id], database);
}
