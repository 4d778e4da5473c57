/**
 * `npm run seed`: idempotent demo data in the local state `wrangler dev` uses (run migrations first; the
 * npm script does). Local development only: refuses unless ENVIRONMENT is "development".
 */
import { describeSeed, seedDatabase } from "./seed/seed-database";
import { withLocalEnv } from "./seed/local";

const started = performance.now();
try {
  const summary = await withLocalEnv((env) => seedDatabase(env));
  console.log(`${describeSeed(summary)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
