import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { run } from "../../worker/cli/run";
import { startWorker, type RunningWorker } from "./server";
import { configPath, root, stateDir } from "./state";

// The bench's two Workers beside the app (README.md, "Performance"), each bundled once (as the app is:
// `wrangler dev` would restart a Worker it bundles whenever one of its sources is saved) and served by a
// `wrangler dev` of its own, the same wrangler and workerd as the app's: the trivial reference, with the
// app's compatibility date and flags and nothing else; and the app's middleware in layers, with the app's
// config (its assets in front, the bindings and vars the middleware read), the app's list answer and the
// headers of its /api/health (middleware-worker.ts).

const dir = resolve(stateDir, "bench-workers");
/** What of the app's config the layers keep: the runtime's settings, the assets router and what the middleware read. */
const KEPT = ["compatibility_date", "compatibility_flags", "assets", "vars", "d1_databases", "ratelimits", "observability"] as const;

export type BenchWorkers = { reference: RunningWorker; layers: RunningWorker; stop: () => Promise<void> };

/** Bundles a bench Worker once; `start(persistDir)` serves that bundle with a `wrangler dev` of its own. */
export async function buildBenchWorker(name: string, source: string, config: Record<string, unknown>) {
  const home = resolve(dir, name);
  const buildDir = resolve(home, "build");
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const write = (file: string, main: string) => {
    writeFileSync(file, JSON.stringify({ name: `plaza-bench-${name}`, main, workers_dev: false, ...config }, null, 2));
    return file;
  };
  const sourceConfig = write(resolve(home, "wrangler.json"), resolve(root, source));
  await run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", buildDir, "--config", sourceConfig], { stdio: ["ignore", "ignore", "inherit"] });
  const devConfig = write(resolve(home, "wrangler.dev.json"), resolve(buildDir, basename(source).replace(/\.ts$/, ".js")));
  const start = (instance = "") => {
    const persist = resolve(home, instance || "state");
    mkdirSync(persist, { recursive: true });
    const args = ["--persist-to", persist, "--config", devConfig, "--no-bundle"];
    return startWorker({ args, log: resolve(persist, "wrangler-dev.log"), readyPath: "/" });
  };
  return { start };
}

/** Bundles a bench Worker and serves it once. */
const serve = async (name: string, source: string, config: Record<string, unknown>) => (await buildBenchWorker(name, source, config)).start();

// What a Response.json sets itself, or the runtime.
const NOT_COPIED = new Set(["content-type", "content-length", "date"]);

/** Starts both beside the app at `appOrigin`, whose list answer the layers serialise and whose headers they send. */
export async function startBenchWorkers(appOrigin: string): Promise<BenchWorkers> {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const app = rawConfig as Record<string, unknown>;
  const listAnswer = await fetch(`${appOrigin}/api/idea?sort=A.I&limit=8`).then((r) => r.json());
  const health = await fetch(`${appOrigin}/api/health`);
  const appHeaders = Object.fromEntries([...health.headers].filter(([name]) => !NOT_COPIED.has(name)));
  const runtime = { compatibility_date: app.compatibility_date, compatibility_flags: app.compatibility_flags };
  const reference = await serve("reference", "tests/bench/reference-worker.ts", runtime);
  const kept = Object.fromEntries(KEPT.map((key) => [key, app[key]]));
  const vars = { ...(app.vars as Record<string, unknown>), LIST_ANSWER: listAnswer, APP_HEADERS: appHeaders };
  const layers = await serve("layers", "tests/bench/middleware-worker.ts", { ...kept, vars }).catch(async (err: unknown) => {
    await reference.stop();
    throw err;
  });
  return { reference, layers, stop: async () => void (await Promise.all([reference.stop(), layers.stop()])) };
}
