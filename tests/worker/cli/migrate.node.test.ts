import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateLocal } from "../../../worker/cli/migrate-local";
import { quietEnv } from "../../../worker/cli/run";
import { withLocalEnv } from "../../../worker/cli/seed/local";
import { bindingOf, databaseNamed, DATABASE_NAMES } from "../../../worker/db/placement";

// Migrations in waves on a local state of its own (README.md, "Databases"): the real migrations, then one
// that fails only where a marker table exists — on the canary, then on the shard of the second wave.

const stateDir = mkdtempSync(join(tmpdir(), "plaza-waves-"));
const migrationsDir = mkdtempSync(join(tmpdir(), "plaza-waves-migrations-"));
afterAll(() => {
  rmSync(stateDir, { recursive: true, force: true });
  rmSync(migrationsDir, { recursive: true, force: true });
});

const real = readdirSync("migrations").filter((file) => file.endsWith(".sql")).sort();
for (const file of real) copyFileSync(join("migrations", file), join(migrationsDir, file));
const latest = real.at(-1)!;
const FAILING = "9999_fails_where_marked.sql";
// The marker's CHECK refuses the row this migration inserts; where there is no marker it makes the table.
const MARKER = "CREATE TABLE wave_marker (x INTEGER CHECK (x = 0))";

const migrate = async () => {
  const log: string[] = [];
  const outcome = await migrateLocal({ stateDir, migrationsDir, log: (line) => log.push(line) });
  return { ...outcome, log: log.join("\n") };
};
const onShard = (name: string, sql: string) => withLocalEnv((env) => databaseNamed(env, name).prepare(sql).run(), stateDir);
const everyVersion = (version: string) => new Map(DATABASE_NAMES.map((name) => [name, version]));

describe("npm run db:migrate", () => {
  it("migrates the directory and every shard, in waves, and wrangler reads the same record", async () => {
    const first = await migrate();
    expect(first.failed).toBeNull();
    expect(first.versions).toEqual(everyVersion(latest));
    expect(first.log).toMatch(/wave 1\/4 \(canary\): shard-1\nwave 2\/4 \(a tenth\): shard-2\n.*\nwave 4\/4 \(the directory\): directory/);
    const listed = spawnSync("npx", ["wrangler", "d1", "migrations", "list", bindingOf("directory"), "--local", "--persist-to", stateDir], { env: quietEnv, encoding: "utf8" });
    expect(listed.stdout).toContain("No migrations to apply");
  });

  it("stops at a failing canary: no other database moves, and the report says where each one is", async () => {
    writeFileSync(join(migrationsDir, FAILING), "CREATE TABLE IF NOT EXISTS wave_marker (x INTEGER);\nINSERT INTO wave_marker (x) VALUES (1);\n");
    await onShard("shard-1", MARKER);
    const stopped = await migrate();
    expect(stopped.failed).toBe("shard-1");
    expect(stopped.log).toContain(`${FAILING}: `);
    expect(stopped.log).not.toContain("wave 2/4");
    expect(stopped.versions).toEqual(everyVersion(latest));
    expect(stopped.log).toContain(`versions:\n  ${latest}: ${DATABASE_NAMES.join(", ")}`);
  });

  it("stops in the second wave with the canary ahead and the rest behind", async () => {
    await onShard("shard-1", "DROP TABLE wave_marker");
    await onShard("shard-2", MARKER);
    const stopped = await migrate();
    expect(stopped.failed).toBe("shard-2");
    expect(stopped.log).not.toContain("wave 3/4");
    expect(stopped.versions).toEqual(new Map([...everyVersion(latest), ["shard-1", FAILING]]));
    const behind = DATABASE_NAMES.filter((name) => name !== "shard-1").join(", ");
    expect(stopped.log).toContain(`versions:\n  ${FAILING}: shard-1\n  ${latest}: ${behind}`);
  });
});
