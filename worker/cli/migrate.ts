import { spawn } from "node:child_process";
import { bindingOf, DATABASE_NAMES, DIRECTORY, type DatabaseName } from "../db/placement";
import { quietEnv } from "./run";
import { versionReport, wavePlan, type Versions } from "./waves";

// Migrations in waves (README.md, "Databases"): `wrangler d1 migrations apply` on every database, wave by wave
// (waves.ts), stopping at the first failure. Each database's version is read back from its own d1_migrations
// table, wrangler's record of what it applied, so the report is what the databases say.

/** How a run reaches the databases: wrangler (production), or the local runtime's bindings (migrate-local.ts). */
export type Applier = {
  /** Applies every migration `database` lacks; null when it succeeded, else what failed. */
  apply: (database: DatabaseName) => Promise<string | null>;
  /** Every database's version, the directory first. */
  versions: () => Promise<Versions>;
};

/** `failed`: the database the waves stopped at, or null when every database migrated. */
export type MigrateOutcome = { failed: DatabaseName | null; versions: Versions };

const wrangler = (args: string[]) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn("npx", ["wrangler", ...args], { env: quietEnv, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, out, err }));
  });

export const LAST_MIGRATION = "select name from d1_migrations order by id desc limit 1";

/** The last migration `database` records; null when it has none (no d1_migrations table yet). */
async function versionOf(database: DatabaseName, wranglerArgs: string[]): Promise<string | null> {
  const { code, out, err } = await wrangler(["d1", "execute", bindingOf(database), ...wranglerArgs, "--json", "--command", LAST_MIGRATION]);
  if (code !== 0) {
    if (/no such table: d1_migrations/.test(out + err)) return null;
    throw new Error(`Reading the version of ${database} failed:\n${(err || out).trim()}`);
  }
  const [result] = JSON.parse(out) as { results: { name: string }[] }[];
  return result?.results[0]?.name ?? null;
}

/**
 * Through wrangler, one process per database: `wrangler d1 migrations apply` and `d1 execute` with
 * `wranglerArgs` (`--remote --env production`). Each start costs seconds of CPU, which is why local runs
 * use the runtime's bindings instead.
 */
export const wranglerApplier = (wranglerArgs: string[]): Applier => ({
  apply: async (database) => {
    const { code, out, err } = await wrangler(["d1", "migrations", "apply", bindingOf(database), ...wranglerArgs]);
    return code === 0 ? null : `${out}\n${err}`.trim();
  },
  versions: async () => new Map(await Promise.all(DATABASE_NAMES.map(async (name) => [name, await versionOf(name, wranglerArgs)] as const))),
});

/** The first database that failed, or null; stops there, so no database after it is touched. */
async function runWaves(applier: Applier, log: (line: string) => void): Promise<DatabaseName | null> {
  const waves = wavePlan(DIRECTORY, DATABASE_NAMES.filter((name) => name !== DIRECTORY));
  for (const [i, wave] of waves.entries()) {
    log(`wave ${i + 1}/${waves.length} (${wave.label}): ${wave.databases.join(", ")}`);
    // One database after the other: locally they share two cores, and remotely a failure is seen before
    // the next database of the wave is touched.
    for (const database of wave.databases) {
      const error = await applier.apply(database);
      if (error) {
        log(`  ${database} failed:\n${error.replace(/^/gm, "    ")}`);
        return database;
      }
    }
  }
  return null;
}

/**
 * Runs the waves, the next only when every database of the one before succeeded, stopping at the first
 * failure. Then reads back and logs every database's version, whether the waves finished or stopped.
 */
export async function migrateInWaves(applier: Applier, log: (line: string) => void = console.log): Promise<MigrateOutcome> {
  const failed = await runWaves(applier, log);
  if (failed) log(`stopped: ${failed} failed, so nothing after it was migrated`);
  const versions = await applier.versions();
  log("versions:");
  for (const line of versionReport(versions)) log(`  ${line}`);
  return { failed, versions };
}
