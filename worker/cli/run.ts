import { spawn, type SpawnOptions } from "node:child_process";

// Offline-friendly defaults for every wrangler call: no telemetry, no update check.
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
  // Offline: use miniflare's placeholder `request.cf` instead of fetching one from Cloudflare.
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: process.env.CI ?? "1",
};

/** Runs a command to completion, failing loudly with its exit code. */
export const run = (cmd: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: quietEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`))));
  });
