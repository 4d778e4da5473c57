/**
 * `npm run db:migrate`: migrations/ applied in waves to the directory and every shard of the local state
 * (.wrangler/state, or PLAZA_STATE_DIR); `npm run db:migrate -- --remote` to production's, through wrangler
 * (what `npm run deploy` runs). README.md, "Databases". Exits non-zero when the waves stopped at a failure.
 */
import { migrateInWaves, wranglerApplier } from "./migrate";
import { migrateLocal } from "./migrate-local";

const remote = process.argv.includes("--remote");
const started = performance.now();
const { failed } = remote ? await migrateInWaves(wranglerApplier(["--remote", "--env", "production"])) : await migrateLocal();
console.log(`${failed ? "stopped" : "migrated every database"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed) process.exitCode = 1;
