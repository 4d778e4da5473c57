import { appendActivityDatabase } from "../../db/activity-databases";
import { DIRECTORY, type DatabaseName } from "../../db/placement";

// After a flip, the members whose own activity moved (the motions they wrote, their votes, their follows:
// what /me lists) get the new database named on their row in the directory (README.md, "Databases", a
// member's activity), so /me finds their activity there once the old copy is cleaned up. Read from the old
// database a page of members at a time, by rowid, so a city of any size is named in bounded statements.

const PAGE = 500;
const PAGES = "(select id from entities where jurisdiction_id in (select value from json_each(?1)))";
const ACTIVE = `select rowid as at, id from users where (
    id in (select author_id from motions where entity_id in ${PAGES})
    or id in (select user_id from follows where entity_id in ${PAGES})
    or num in (select member_num from votes where motion_seq in (select seq from motions where entity_id in ${PAGES}))
    or id in (select user_id from jurisdiction_follows where jurisdiction_id in (select value from json_each(?1)))
    or id in (select user_id from notifications where motion_id in (select id from motions where entity_id in ${PAGES}))
    or id in (select user_id from reports where motion_id in (select id from motions where entity_id in ${PAGES}))
    or id in (select user_id from appeals where motion_id in (select id from motions where entity_id in ${PAGES}))
  ) and rowid > ?2 order by rowid limit ?3`;

/** Names `to` on the directory row of every member active in the subtree (`subtreeJson`) on `source`. */
export async function noteMovedActivity(source: D1Database, directory: D1Database, subtreeJson: string, to: DatabaseName) {
  // The directory is always read: moving back to it names nothing.
  if (to === DIRECTORY) return;
  for (let after = 0; ; ) {
    const { results } = await source.prepare(ACTIVE).bind(subtreeJson, after, PAGE).all<{ at: number; id: string }>();
    await appendActivityDatabase(directory, results.map((r) => r.id), to);
    if (results.length < PAGE) return;
    after = results.at(-1)!.at;
  }
}
