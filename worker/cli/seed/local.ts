import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy } from "wrangler";
import { describeSeed, isDatabaseEmpty, seedDatabase, type SeedSummary } from "./seed-database";

// Node only: the local bindings `wrangler dev` uses, through wrangler's getPlatformProxy (no server runs).

const root = fileURLToPath(new URL("../../../", import.meta.url).href);

/**
 * Runs `fn` against the local D1/R2 state: `.wrangler/state` by default, or `stateDir` (PLAZA_STATE_DIR)
 * when set — the same directory given to `wrangler dev --persist-to` and `wrangler d1 … --persist-to`.
 */
// Offline: miniflare would otherwise try to fetch a `request.cf` sample from Cloudflare on start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export const withLocalEnv = async <T>(fn: (env: Env) => Promise<T>, stateDir = process.env.PLAZA_STATE_DIR) => {
  const persistTo = stateDir ? resolve(stateDir) : resolve(root, ".wrangler/state");
  const proxy = await getPlatformProxy<Env>({
    configPath: resolve(root, "wrangler.toml"),
    persist: { path: resolve(persistTo, "v3") },
    remoteBindings: false,
  });
  try {
    return await fn(proxy.env);
  } finally {
    await proxy.dispose();
  }
};

/** `npm start`: seed only a database that has no pages yet. Returns what was created, or null. */
export const seedIfEmpty = (stateDir?: string): Promise<SeedSummary | null> =>
  withLocalEnv(async (env) => {
    if (!(await isDatabaseEmpty(env))) return null;
    const summary = await seedDatabase(env);
    console.log(describeSeed(summary));
    return summary;
  }, stateDir);
