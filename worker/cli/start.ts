/**
 * `npm start`: build the SPA, apply local D1 migrations to every database, seed demo data on first run, then serve the
 * Worker (API, images and the built SPA) on the local Cloudflare runtime at http://127.0.0.1:$PORT.
 * Everything runs offline against .wrangler/state, so a second start keeps the data. Links in mails point
 * at this same address (APP_URL is set from PORT).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { LOCAL_PERIOD_MS } from "../cron/schedules";
import { devServerArgs, localAppUrl, scheduledUrl } from "./dev-server-args";
import { demoLogins } from "./seed/demo-accounts";
import { seedIfEmpty } from "./seed/local";
import { migrateLocal } from "./migrate-local";
import { quietEnv, run } from "./run";
import { runConfigPath, withServerBundle } from "./run-config";
import { productionBuildEnv, webBuildArgs } from "./web-build";

const port = Number(process.env.PORT ?? 8787);
const host = "127.0.0.1";
const url = localAppUrl({ host, port });
// The browser tests run against their own state, wiped first (PLAZA_FRESH_STATE=1).
const stateDir = process.env.PLAZA_STATE_DIR ?? ".wrangler/state";
if (process.env.PLAZA_FRESH_STATE === "1") rmSync(stateDir, { recursive: true, force: true });
// A test run builds the SPA into its own directory (PLAZA_WEB_DIST), so parallel runs never swap each
// other's assets mid-test; wrangler then serves that directory with the rest of wrangler.toml's [assets].
// The server bundle that renders public screens (README.md, "Server rendering") goes beside it.
const webDist = process.env.PLAZA_WEB_DIST ? resolve(process.env.PLAZA_WEB_DIST) : undefined;
const serverBundleDir = webDist ? `${webDist}-ssr` : undefined;

await run("npx", webBuildArgs({ outDir: webDist }), { env: productionBuildEnv(quietEnv) });
await run("npx", webBuildArgs({ server: true, outDir: serverBundleDir }), { env: productionBuildEnv(quietEnv) });
// Every database (the directory and the shards) in waves, quietly; a failure stops the start with the report.
const migrationLog: string[] = [];
if ((await migrateLocal({ stateDir, log: (line) => migrationLog.push(line) })).failed) throw new Error(migrationLog.join("\n"));
await seedIfEmpty(stateDir);

// A test run serves its own server bundle through a config of its own (worker/cli/run-config.ts).
const configPath = serverBundleDir ? runConfigPath(port) : undefined;
if (configPath && serverBundleDir) {
  writeFileSync(configPath, withServerBundle(readFileSync("wrangler.toml", "utf8"), resolve(serverBundleDir, "entry-server.js")));
}

// Mail links use this server's own URL (APP_URL), whatever PORT is.
const server = spawn("npx", devServerArgs({ host, port, stateDir, assetsDir: webDist, configPath }), {
  env: quietEnv,
  stdio: ["inherit", "pipe", "inherit"],
});

let announced = false;
server.stdout?.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  process.stdout.write(text);
  if (!announced && text.includes("Ready on")) {
    announced = true;
    console.log(`\n  Plaza is running at ${url}\n`);
    for (const login of demoLogins) console.log(`  ${login}`);
    console.log("");
    startSweeps();
  }
});

// The cron sweeps (worker/cron/sweep.ts) at once and then on their schedule, so a motion whose queue
// message a restart dropped still gets scored locally too.
const timers: NodeJS.Timeout[] = [];
function startSweeps() {
  for (const [cron, period] of Object.entries(LOCAL_PERIOD_MS)) {
    const fire = () => void fetch(scheduledUrl(url, cron)).catch(() => {}); // the server is stopping
    fire();
    timers.push(setInterval(fire, period));
  }
}

const stop = () => {
  for (const timer of timers) clearInterval(timer);
  server.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
