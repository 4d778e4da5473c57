import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateLocal } from "../../../worker/cli/migrate-local";
import { quietEnv } from "../../../worker/cli/run";
import { withLocalEnv } from "../../../worker/cli/seed/local";
import { databaseNamed, directory } from "../../../worker/db/placement";

// The runtime killed in the middle of a move (README.md, "Moving a jurisdiction"): `npm run jurisdiction:move`
// is killed, process group and local runtime at once, right after it wrote its first batch of votes. The move
// is left `copying` with the placement untouched (the app still reads the old copy, which has everything);
// the same command run again finishes the copy, verifies it and flips, with every vote there exactly once.

const stateDir = mkdtempSync(join(tmpdir(), "plaza-move-kill-"));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

const CITY = "00000000-0000-7000-8000-000000000003";
const [MEMBERS, MOTIONS] = [100, 30];
const args = ["run", "--silent", "jurisdiction:move", "--", "city", "shard-3"];
const options = { env: { ...quietEnv, PLAZA_STATE_DIR: stateDir } };
const read = <T>(name: string, sql: string) => withLocalEnv(async (env) => (await databaseNamed(env, name).prepare(sql).first<T>())!, stateDir);

/** A page of the first city with MOTIONS motions, each voted on by MEMBERS members. */
const seedCity = () =>
  withLocalEnv(async (env) => {
    const db = directory(env);
    await db.batch([
      db.prepare(`insert into entities (id, slug, name, description, image_key, jurisdiction_id) values ('p1', 'park', 'Park', 'A park.', 'k', ?1)`).bind(CITY),
      db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
        insert into motions (id, entity_id, text) select 'm' || i, 'p1', 'More benches, number ' || i || '.' from n`).bind(MOTIONS),
      db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
        insert into users (id, name, email, is_verified) select 'u' || i, 'Voter ' || i, 'voter' || i || '@example.test', 1 from n`).bind(MEMBERS),
      db.prepare(`insert into votes (motion_seq, member_num, up, cast_at) select m.seq, u.num, 1, 1000 from motions m, users u where m.entity_id = 'p1' and u.id like 'u%'`),
      db.prepare(`update motions set up_count = ?1 where entity_id = 'p1'`).bind(MEMBERS),
    ]);
  }, stateDir);

/** Starts the command and kills its whole process group once it reports its first batch of votes. */
const moveKilledInVotes = () =>
  new Promise<string>((resolve, reject) => {
    const child = spawn("npm", args, { ...options, detached: true });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (/\(votes\)/.test(stderr) && child.pid) process.kill(-child.pid, "SIGKILL");
    });
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(stderr) : reject(new Error(`the move ended before it was killed: ${stderr}`))));
  });

describe("a move killed mid-copy", () => {
  it("leaves the placement and the old copy alone, and finishes exactly when run again", async () => {
    expect((await migrateLocal({ stateDir, log: () => {} })).failed).toBeNull();
    await seedCity();
    const total = MEMBERS * MOTIONS;

    await moveKilledInVotes();
    const cut = await read<{ state: string }>("directory", `select state from jurisdiction_moves where jurisdiction_id = '${CITY}'`);
    expect(cut.state).toBe("copying");
    expect((await read<{ n: number }>("directory", `select count(*) as n from jurisdiction_placements where jurisdiction_id = '${CITY}'`)).n).toBe(0);
    const partial = (await read<{ n: number }>("shard-3", "select count(*) as n from votes")).n;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(total);
    expect((await read<{ n: number }>("directory", "select count(*) as n from votes")).n).toBe(total);

    const again = spawnSync("npm", args, { ...options, encoding: "utf8" });
    expect(again.stdout).toContain("flipped: 1 jurisdiction(s), directory → shard-3");
    expect(again.stdout).toMatch(new RegExp(`ok {2}votes: ${total} rows (\\w+) → ${total} rows \\1`));
    expect(again.status).toBe(0);
    const after = await read<{ rows: number; counted: number }>("shard-3", "select (select count(*) from votes) as rows, (select sum(up_count) from motions) as counted");
    expect(after).toEqual({ rows: total, counted: total });
  });
});
