import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateLocal } from "../../../worker/cli/migrate-local";
import { quietEnv } from "../../../worker/cli/run";
import { withLocalEnv } from "../../../worker/cli/seed/local";
import { databaseNamed, directory } from "../../../worker/db/placement";

// `npm run jurisdiction:move` on a local state of its own (README.md, "Moving a jurisdiction"): the migration's
// first city, with a page and a motion, moves to shard-2, then its old copy is cleaned up.

const stateDir = mkdtempSync(join(tmpdir(), "plaza-move-"));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync("npm", ["run", "--silent", "jurisdiction:move", "--", ...args], { env: { ...quietEnv, PLAZA_STATE_DIR: stateDir }, encoding: "utf8" });
const count = (name: string, sql: string) =>
  withLocalEnv(async (env) => (await databaseNamed(env, name).prepare(sql).first<{ n: number }>())!.n, stateDir);
const CITY = "00000000-0000-7000-8000-000000000003";

describe("npm run jurisdiction:move", () => {
  it("moves a city to a shard, flips its placement, and cleans up the old copy", async () => {
    expect((await migrateLocal({ stateDir, log: () => {} })).failed).toBeNull();
    await withLocalEnv(async (env) => {
      await directory(env).batch([
        directory(env).prepare(`insert into entities (id, slug, name, description, image_key, jurisdiction_id) values ('p1', 'park', 'Park', 'A park.', 'k', ?1)`).bind(CITY),
        directory(env).prepare(`insert into motions (id, entity_id, text) values ('m1', 'p1', 'More benches in the park.')`),
      ]);
    }, stateDir);

    const moved = run("city", "shard-2");
    expect(moved.stdout).toContain("flipped: 1 jurisdiction(s), directory → shard-2");
    expect(moved.stdout).toMatch(/ok {2}motions: 1 rows (\w+) → 1 rows \1/);
    expect(moved.status).toBe(0);
    expect(await count("directory", `select count(*) as n from jurisdiction_placements where jurisdiction_id = '${CITY}' and database = 'shard-2'`)).toBe(1);
    expect(await count("shard-2", "select count(*) as n from motions where id = 'm1'")).toBe(1);

    const again = run("city", "shard-3");
    expect(again.stderr).toContain("not cleaned up yet");
    expect(again.status).toBe(1);

    const cleaned = run("--cleanup", "city");
    expect(cleaned.stdout).toContain("cleaned");
    expect(await count("directory", "select count(*) as n from motions where id = 'm1'")).toBe(0);
    expect(await count("shard-2", "select count(*) as n from motions where id = 'm1'")).toBe(1);
  });
});
