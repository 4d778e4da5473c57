/**
 * `npm start`: build the SPA, apply local D1 migrations, seed demo data on first run, then serve the
 * Worker (API, images and the built SPA) on the local Cloudflare runtime at http://127.0.0.1:$PORT.
 * Everything runs offline against .wrangler/state, so a second start keeps the data.
 */
import { spawn } from "node:child_process";
import { demoLogins } from "../db/seed/demo-accounts";
import { quietEnv, run } from "./run";
import { seedIfEmpty } from "./seed-local";

const port = Number(process.env.PORT ?? 8787);
const host = "127.0.0.1";
const url = `http://${host}:${port}`;

await run("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"]);
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: ["ignore", "ignore", "inherit"] });
await seedIfEmpty();

const server = spawn("npx", ["wrangler", "dev", "--ip", host, "--port", String(port), "--show-interactive-dev-session=false"], {
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
  }
});

const stop = () => server.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
