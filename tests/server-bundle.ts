import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The Worker imports the web app's server bundle (worker/ssr/, README.md "Server rendering"). It is built
// output, so the worker tests build it from the current source before any test file loads the Worker.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const SERVER_BUNDLE = resolve(root, "web/dist-ssr/entry-server.js");

export function setup() {
  execFileSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--ssr", "src/entry-server.tsx", "--logLevel", "error"], {
    cwd: root,
    // A production build whatever mode the test runner is in (React's JSX runtime must match the bundle's React).
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
