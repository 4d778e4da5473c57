import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { everyDatabase, type DatabaseName } from "../db/placement";
import { LAST_MIGRATION, migrateInWaves, type Applier, type MigrateOutcome } from "./migrate";
import { withLocalEnv } from "./seed/local";

// The local runs' applier: every database through one local runtime (wrangler's platform proxy) instead of a
// wrangler process per database, which cost ~8 s of CPU each on this 2-core machine (README.md, "Databases").
// It keeps wrangler's own record: each migration is one D1 batch with its row in d1_migrations, as
// `wrangler d1 migrations apply` and the test pool's applyD1Migrations do, so wrangler sees the same versions.

const TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`;

const isMissingTable = (error: unknown) => error instanceof Error && /no such table: d1_migrations/.test(error.message);

const localApplier = async (env: Env, migrationsDir: string): Promise<Applier> => {
  const migrations = await readD1Migrations(migrationsDir);
  const dbs = new Map(everyDatabase(env).map(({ name, db }) => [name, db]));
  const versionOf = (db: D1Database) =>
    db
      .prepare(LAST_MIGRATION)
      .first<{ name: string }>()
      .then((row) => row?.name ?? null, (error: unknown) => (isMissingTable(error) ? null : Promise.reject(error)));
  return {
    apply: async (name: DatabaseName) => {
      const db = dbs.get(name)!;
      await db.prepare(TABLE).run();
      const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
      const applied = new Set(results.map((row) => row.name));
      for (const migration of migrations.filter((m) => !applied.has(m.name))) {
        const record = db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name);
        try {
          await db.batch([...migration.queries.map((query) => db.prepare(query)), record]);
        } catch (error) {
          return `${migration.name}: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      return null;
    },
    versions: async () => new Map(await Promise.all([...dbs].map(async ([name, db]) => [name, await versionOf(db)] as const))),
  };
};

/** Migrates the local state in `stateDir` (default: PLAZA_STATE_DIR, else .wrangler/state) in waves. */
export const migrateLocal = (options: { stateDir?: string; migrationsDir?: string; log?: (line: string) => void } = {}): Promise<MigrateOutcome> =>
  withLocalEnv(async (env) => migrateInWaves(await localApplier(env, options.migrationsDir ?? "migrations"), options.log), options.stateDir);
