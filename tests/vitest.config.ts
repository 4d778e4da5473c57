import { availableParallelism } from "node:os";
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
    // Vitest's default leaves one core free, which on a 2-core machine runs every file one after another; the
    // files' own time is mostly waiting on workerd or jsdom, so two at once nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // Worker tests run inside workerd with Cloudflare's own local D1, R2, queues and rate limiters.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: `${root}/wrangler.toml` },
            remoteBindings: false,
            miniflare: {
              // VOTE_BYTES_SCALE: how many times the default data set tests/worker/db/vote-bytes.test.ts measures.
              // HOT_MOTION_VOTES "0": no burst of a test turns its motion hot behind its back (its counts would then
              // reach D1 up to a second later); tests/worker/hot-motions/ turn it on per request.
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
                VOTE_BYTES_SCALE: Number(process.env.VOTE_BYTES_SCALE ?? 1),
                HOT_MOTION_VOTES: "0",
                // A hot motion's object writes D1 only when a test runs its alarm (tests/worker/support/hot-motions.ts):
                // a flush of its own, on a slow machine, would land in the middle of a crash test's steps.
                HOT_MOTION_FLUSH_MS: "3600000",
              },
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
          exclude: ["tests/**/*.node.test.ts"],
          // A cap, not a speed check: hundreds of parallel requests on a busy 2-core machine take a while.
          testTimeout: 30_000,
          setupFiles: ["tests/worker/setup.ts"],
          // One runtime per worker for all its files: a fresh runtime per file spent about 10 s starting workerd
          // and loading the Worker's modules again, most of the suite's time. tests/worker/setup.ts empties the
          // storage before each file instead, so each file still starts from freshly migrated databases.
          isolate: false,
        },
      },
      {
        // Node commands that drive wrangler and the local runtime from outside (worker/cli/), named *.node.test.ts.
        test: {
          name: "node",
          root,
          environment: "node",
          include: ["tests/**/*.node.test.ts"],
          testTimeout: 180_000,
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
          testTimeout: 30_000,
          setupFiles: ["tests/web/setup.ts"],
          // One jsdom per worker for all its files, as for the worker project: tests/web/setup.ts clears what
          // a file leaves behind (storage, cookies, the root element's attributes).
          isolate: false,
        },
      },
    ],
  },
}));
