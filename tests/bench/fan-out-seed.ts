// The notification fan-out's audience, seeded with the rest of the data set (seed.ts): a page of its own with
// two motions, one voted on by every bench member (10,000) and one by the first 1,000, and 2,000 members
// following the page (all of them voters on the large motion too, so deduplication is exercised), plus the
// admin who posts the updates. Rows are literal values like the rest of the seed.

import { toVoteTime } from "../../worker/db/vote-keys";

export const FANOUT_PAGE_SLUG = "bench-fanout";
export const BENCH_ADMIN_EMAIL = "bench-admin@bench.plaza.example";
const SMALL_VOTERS = 1_000;
const FOLLOWERS = 2_000;

type Insert = (table: string, columns: string[], rows: Iterable<(string | number | null)[]>) => Iterable<string>;

/** The statements, given the seed's members, its id maker and its multi-row INSERT writer. */
export function* fanOutAudience(memberIds: string[], now: number, hash: string, idAt: (ms: number) => string, inserts: Insert) {
  const pageId = idAt(now - 900 * 86_400_000);
  const [large, small] = [idAt(now - 3_600_000), idAt(now - 3_599_000)];
  yield* inserts(
    "entities",
    ["id", "slug", "name", "description", "image_key", "sort_rank", "follower_count", "created_at"],
    [[pageId, FANOUT_PAGE_SLUG, "Fan-out Office", "The page whose motions the benchmark answers, to time the notification fan-out.", "bench/page.png", 3, FOLLOWERS, now - 900 * 86_400_000]],
  );
  yield* inserts(
    "admins",
    ["id", "name", "email", "password_hash", "created_at"],
    [[idAt(now - 900 * 86_400_000 + 1), "Bench Admin", BENCH_ADMIN_EMAIL, hash, now - 900 * 86_400_000]],
  );
  const text = "Publish every bus route's on-time performance each month, by stop, on the city's open data portal.";
  yield* inserts(
    "motions",
    ["id", "entity_id", "author_id", "text", "ai_status", "up_count", "down_count", "created_at", "status"],
    [
      [large, pageId, memberIds[0]!, text, "failed", memberIds.length, 0, now - 3_600_000, "open"],
      [small, pageId, memberIds[1]!, `${text} Start with the ten busiest routes.`, "failed", SMALL_VOTERS, 0, now - 3_599_000, "open"],
    ],
  );
  // A vote names its motion and member by number (README.md, "Votes on disk"): the rows, by id, are joined to
  // them, 1,000 a statement.
  const votesOn = function* (motionId: string, voters: string[]) {
    for (let i = 0; i < voters.length; i += 1_000) {
      const rows = voters.slice(i, i + 1_000).map((id, j) => `('${id}', ${toVoteTime(now - 3_000_000 + i + j)})`);
      yield `INSERT INTO votes (motion_seq, member_num, up, cast_at) SELECT m.seq, u.num, 1, v.column2 FROM (VALUES ${rows.join(", ")}) v
        JOIN users u ON u.id = v.column1 JOIN motions m ON m.id = '${motionId}';`;
    }
  };
  yield* votesOn(large, memberIds);
  yield* votesOn(small, memberIds.slice(0, SMALL_VOTERS));
  yield* inserts("follows", ["user_id", "entity_id", "created_at"], memberIds.slice(0, FOLLOWERS).map((userId, i) => [userId, pageId, now - 2_000_000 + i]));
}
