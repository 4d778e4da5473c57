import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertPage } from "../support/factories";
import { directory } from "../../../worker/db/placement";

// Bytes per vote (README.md, "Votes on disk"), measured on the local D1 itself: the same votes, in the same
// order, written to the votes table of migration 0025 and to a copy of the table as migration 0000 made it
// (text UUID keys, its member index), each measured as the database's growth (D1's `size_after`: pages ×
// page size) divided by the votes. The votes arrive as they do in life, interleaved across the motions: the
// i-th vote is the pair number (i × 7919) mod VOTES, a permutation, so neither table is filled in key order.
// `VOTE_BYTES_SCALE=5 npx vitest run --config tests/vitest.config.ts --project worker tests/worker/db/vote-bytes.test.ts`
// measures 1,000,000 votes over 10,000 motions and 100,000 members instead.

const SCALE = env.VOTE_BYTES_SCALE;
const MOTIONS = 2_000 * SCALE;
const VOTES = 200_000 * SCALE;
const MEMBERS = 20_000 * SCALE;
/** Every motion gets VOTES / MOTIONS votes; a member votes on one motion in MOTIONS / (MEMBERS / that). */
const SPREAD = MEMBERS / (VOTES / MOTIONS);
const BUDGET = 40;

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
// 36 characters, as uuidv7() gives: the keys the old table stores.
const UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-7' || substr(hex(randomblob(2)), 2) || '-8' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
/** The vote pairs: motion index, member index, direction (two in three up), seconds into a month. */
const PAIRS = `${numbers(VOTES)}, p(j) AS (SELECT (i * 7919) % ${VOTES} FROM n),
  v(motion, member, up, second) AS (SELECT j % ${MOTIONS}, (j / ${MOTIONS}) * ${SPREAD} + (j % ${MOTIONS}) % ${SPREAD}, j % 3 > 0, 28000000 + (j * 7919) % 2592000 FROM p)`;

const size = async (sql: string) => (await directory(env).prepare(sql).run()).meta.size_after;
const first = async (sql: string) => (await directory(env).prepare(sql).first<{ n: number }>())!.n;

/** Migration 0000's statements for the votes table and its index, renamed: the shape before 0025. */
const oldShape = () =>
  env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0000"))!
    .queries.filter((q) => /(CREATE TABLE|ON) `votes`/.test(q))
    .map((q) => q.replaceAll("`votes`", "`votes_0000`").replace("`votes_user_idx`", "`votes_0000_user_idx`"));

describe("a vote on disk", () => {
  it(`takes at most ${BUDGET} bytes, table and index, where it took over 200`, async () => {
    const page = await insertPage();
    await size(`${numbers(MOTIONS)} INSERT INTO motions (id, entity_id, text) SELECT ${UUID}, '${page.id}', 'Motion ' || i FROM n`);
    await size(`${numbers(MEMBERS)} INSERT INTO users (id, name, email) SELECT ${UUID}, 'Member ' || i, 'member-' || i || '@bytes.test' FROM n`);
    for (const ddl of oldShape()) await directory(env).prepare(ddl).run();
    const motionBase = await first(`SELECT min(seq) AS n FROM motions WHERE entity_id = '${page.id}'`);
    const memberBase = await first(`SELECT min(num) AS n FROM users WHERE email LIKE 'member-%@bytes.test'`);
    const motionOf = `JOIN motions m ON m.seq = ${motionBase} + v.motion JOIN users u ON u.num = ${memberBase} + v.member`;

    const start = await size("SELECT 1");
    const compact = await size(`${PAIRS} INSERT INTO votes (motion_seq, member_num, up, cast_at) SELECT m.seq, u.num, v.up, v.second FROM v ${motionOf}`);
    const text = await size(
      `${PAIRS} INSERT INTO votes_0000 (motion_id, user_id, direction, created_at)
       SELECT m.id, u.id, CASE v.up WHEN 1 THEN 'up' ELSE 'down' END, 1767225600000 + v.second * 1000 + v.motion % 1000 FROM v ${motionOf}`,
    );
    expect(await first("SELECT count(*) AS n FROM votes")).toBe(VOTES);
    expect(await first("SELECT count(*) AS n FROM votes_0000")).toBe(VOTES);
    const perVote = { compact: (compact - start) / VOTES, text: (text - compact) / VOTES };
    console.log(
      `bytes per vote, table and indexes, ${VOTES.toLocaleString("en")} votes over ${MOTIONS.toLocaleString("en")} motions and ${MEMBERS.toLocaleString("en")} members, ` +
        `interleaved: migration 0025 ${perVote.compact.toFixed(1)}, migration 0000 ${perVote.text.toFixed(1)} (${(perVote.text / perVote.compact).toFixed(1)}× smaller)`,
    );
    expect(perVote.compact).toBeLessThanOrEqual(BUDGET);
    expect(perVote.text).toBeGreaterThan(perVote.compact);
  }, 60_000 * SCALE);
});
