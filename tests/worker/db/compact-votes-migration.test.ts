import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// Migration 0025 moves every vote from text UUID keys to integer keys in a WITHOUT ROWID table (README.md,
// "Votes on disk"). This test builds a database as migration 0024 left it, with votes in the old shape, runs
// 0025 over it, and checks that every vote survived with its motion, member, direction and time (in whole
// seconds), that Trending's key equals its rows, and that new motions, members and votes work as before.

const EPOCH = 1767225600000;
const HALF_LIFE = 3 * 86_400_000;
const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0025");

const run = (sql: string, ...values: unknown[]) => env.UPGRADE_DB.prepare(sql).bind(...values).run();
const rows = async <T>(sql: string, ...values: unknown[]) => (await env.UPGRADE_DB.prepare(sql).bind(...values).all<T>()).results;

type Vote = { motion: string; member: string; direction: "up" | "down"; at: number };

describe("migration 0025, compact votes", () => {
  it("keeps every vote with its direction and time, numbers motions and members, and keeps the cascades", async () => {
    await applyD1Migrations(env.UPGRADE_DB, before);
    const now = Date.now();
    await run("insert into entities (id, slug, name, description, image_key) values ('p1', 'transit', 'Transit', 'A page.', 'entities/p1.png')");
    const members = ["u-c", "u-a", "u-b", "u-d"];
    for (const id of members) await run("insert into users (id, name, email, is_verified) values (?, ?, ?, 1)", id, id, `${id}@example.test`);
    const motionIds = ["m-2", "m-1", "m-3"];
    for (const id of motionIds) await run("insert into motions (id, entity_id, author_id, text) values (?, 'p1', 'u-a', ?)", id, `Motion ${id}.`);
    // Times with milliseconds, one before the epoch, one an hour ago and older.
    const votes: Vote[] = [
      { motion: "m-2", member: "u-c", direction: "up", at: now - 1_234 },
      { motion: "m-2", member: "u-a", direction: "down", at: now - HALF_LIFE - 567 },
      { motion: "m-2", member: "u-d", direction: "up", at: EPOCH - 86_400_000 - 999 },
      { motion: "m-1", member: "u-a", direction: "up", at: now - 3_600_001 },
      { motion: "m-1", member: "u-b", direction: "down", at: now },
    ];
    for (const v of votes) await run("insert into votes (motion_id, user_id, direction, created_at) values (?, ?, ?, ?)", v.motion, v.member, v.direction, v.at);

    await applyD1Migrations(env.UPGRADE_DB, env.TEST_MIGRATIONS);

    const kept = await rows<Vote>(
      `select m.id as motion, u.id as member, case v.up when 1 then 'up' else 'down' end as direction, v.cast_at * 1000 + ${EPOCH} as at
       from votes v join motions m on m.seq = v.motion_seq join users u on u.num = v.member_num order by m.id, u.id`,
    );
    const second = (t: number) => EPOCH + Math.trunc((t - EPOCH) / 1000) * 1000;
    const expected = votes.map((v) => ({ ...v, at: second(v.at) })).sort((a, b) => (a.motion + a.member).localeCompare(b.motion + b.member));
    expect(kept).toEqual(expected);

    // Numbered in the order the rows were made, each once.
    expect(await rows("select id, seq from motions order by seq")).toEqual(motionIds.map((id, i) => ({ id, seq: i + 1 })));
    expect(await rows("select id, num from users order by num")).toEqual(members.map((id, i) => ({ id, num: i + 1 })));
    const [table] = await rows<{ sql: string }>("select sql from sqlite_master where name = 'votes'");
    expect(table!.sql).toMatch(/WITHOUT ROWID\s*$/);

    // Trending's key equals its rows, at the seconds they keep.
    const w = (t: number) => 2 ** ((second(t) - EPOCH) / HALF_LIFE);
    const keyOf = (id: string) => votes.filter((v) => v.motion === id).reduce((sum, v) => sum + (v.direction === "up" ? 1 : -1) * w(v.at), 0);
    for (const { id, trend_key } of await rows<{ id: string; trend_key: number }>("select id, trend_key from motions")) {
      expect(Math.abs(trend_key - keyOf(id)), id).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(keyOf(id))));
    }

    // New rows get the next numbers; a vote names them; deleting a motion or a member removes their votes.
    await run("insert into users (id, name, email) values ('u-new', 'New', 'new@example.test')");
    await run("insert into motions (id, entity_id, text) values ('m-new', 'p1', 'A new motion.')");
    expect(await rows("select num from users where id = 'u-new'")).toEqual([{ num: 5 }]);
    expect(await rows("select seq from motions where id = 'm-new'")).toEqual([{ seq: 4 }]);
    await run("insert into votes (motion_seq, member_num, up, cast_at) values (4, 5, 1, 100)");
    await expect(run("insert into votes (motion_seq, member_num, up, cast_at) values (99, 5, 1, 100)")).rejects.toThrow(/FOREIGN KEY/);
    await run("delete from motions where id = 'm-2'");
    await run("delete from users where id = 'u-b'");
    expect(await rows("select motion_seq, member_num from votes order by motion_seq, member_num")).toEqual([
      { motion_seq: 2, member_num: 2 },
      { motion_seq: 4, member_num: 5 },
    ]);
  });
});
