import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { productionBuildEnv, webBuildArgs } from "../worker/cli/web-build";

// The Worker imports the web app's server bundle (worker/ssr/, README.md "Server rendering"). It is built
// output, so the worker tests build it from the current source before any test file loads the Worker.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const SERVER_BUNDLE = resolve(root, "web/dist-ssr/entry-server.js");

export function setup() {
  execFileSync("npx", webBuildArgs({ server: true, logLevel: "error" }), {
    cwd: root,
    env: productionBuildEnv(process.env),
    stdio: ["ignore", "ignore", "inherit"],
  });
}
