import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { SERVER_BUNDLE } from "./server-bundle";

const root = fileURLToPath(new URL("..", import.meta.url).href);

export default defineConfig(async () => ({
  test: {
    root,
    // Request log lines are for operators; keep test output to what failed.
    onConsoleLog: (log: string) => !log.startsWith('{"level":"info"'),
    projects: [
      {
        // Worker tests run inside workerd with Cloudflare's own local D1, R2, queues and rate limiters.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: `${root}/wrangler.toml` },
            remoteBindings: false,
            miniflare: {
              // HOT_MOTION_VOTES "0": no burst of a test turns its motion hot behind its back (its counts would then
              // reach D1 up to a second later); tests/worker/hot-motions/ turn it on per request.
              bindings: { TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`), HOT_MOTION_VOTES: "0" },
              // An empty database a test migrates step by step (tests/worker/db/nation-migration.test.ts).
              d1Databases: { UPGRADE_DB: "upgrade-test" },
            },
          }),
        ],
        resolve: { alias: [{ find: "plaza-ssr", replacement: SERVER_BUNDLE }] },
        test: {
          name: "worker",
          root,
          globalSetup: ["tests/server-bundle.ts"],
          include: ["tests/worker/**/*.test.ts"],
          // A cap, not a speed check: hundreds of parallel requests on a busy 2-core machine take a while.
          testTimeout: 30_000,
          setupFiles: ["tests/worker/setup.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@": `${root}/web/src`, "@contract": `${root}/worker/contract` } },
        test: {
          name: "web",
          root,
          environment: "jsdom",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          testTimeout: 15_000,
          setupFiles: ["tests/web/setup.ts"],
        },
      },
    ],
  },
}));
