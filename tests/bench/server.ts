import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { quietEnv } from "../../worker/cli/run";
import { cmdline, comm, descendants, memoryMb } from "./procs";
import { devPersist, stateDir } from "./state";

// The Worker on the local runtime, as `npm start` serves it (`wrangler dev` → workerd), on free ports of
// 127.0.0.1 with the benchmark's state. Its output goes to a log file (wrangler's line for every request, and
// the Worker's own). The bench's two other Workers (bench-workers.ts) are served the same way, each by a
// `wrangler dev` of its own with its own config and log.

const HOST = "127.0.0.1";
export const logFile = resolve(stateDir, "wrangler-dev.log");

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type RunningWorker = {
  origin: string;
  workerdPid: number;
  /** wrangler's inspector proxy for the Worker's isolate (Chrome DevTools protocol). */
  inspectorPort: number;
  /** Resident memory of the Worker's workerd now and its peak so far (VmHWM), and the proxy's peak, in MB. */
  memory: () => { rssMb: number; peakMb: number; proxyPeakMb: number };
  stop: () => Promise<void>;
  /** SIGKILL to npx, wrangler and both workerd at once: a crash, nothing shut down cleanly. */
  kill: () => void;
};

/** What to serve: wrangler's arguments (config, state), the log file and a path that answers 200 once it serves. */
type Served = { args: string[]; log: string; readyPath: string };
const APP: Served = { args: devPersist, log: logFile, readyPath: "/api/health" };
/** The app as startWorker serves it by default, with some `[vars]` set otherwise (`wrangler dev --var`). */
export const appWith = (vars: Record<string, string>, log: string): Served => ({
  ...APP,
  args: [...APP.args, ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`])],
  log: resolve(stateDir, log),
});

export async function startWorker(served: Served = APP, timeoutMs = 180_000): Promise<RunningWorker> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://${HOST}:${port}`;
  const log = openSync(served.log, "w");
  const args = ["wrangler", "dev", "--ip", HOST, "--port", String(port), "--inspector-port", String(inspectorPort)];
  // detached: its own process group, so stop() ends npx, wrangler and workerd together and nothing else.
  const child: ChildProcess = spawn("npx", [...args, ...served.args, "--show-interactive-dev-session=false"], {
    env: quietEnv,
    stdio: ["ignore", log, log],
    detached: true,
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const groupAlive = () => {
    try {
      return process.kill(-child.pid!, 0);
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (!child.pid || !groupAlive()) return;
    process.kill(-child.pid, "SIGTERM");
    for (let i = 0; i < 50 && groupAlive(); i++) await sleep(100);
    if (groupAlive()) process.kill(-child.pid, "SIGKILL");
  };
  // A run that dies without stop() (an uncaught error) must not leave the Worker serving: an orphan keeps
  // writing into the shared state and log, and reloads with the next run's bundle.
  process.once("exit", () => groupAlive() && process.kill(-child.pid!, "SIGKILL"));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${origin}${served.readyPath}`).then((r) => r.ok, () => false);
    if (ok) {
      // wrangler dev runs two workerd: its proxy on our port (it holds requests during reloads) and the
      // Worker itself (with D1, queues…) on a port of its own. Memory is the Worker's; the proxy's is noted.
      const workerd = descendants(child.pid!).filter((pid) => comm(pid) === "workerd");
      const proxy = workerd.filter((pid) => cmdline(pid).includes(`entry=${HOST}:${port}`));
      const runtime = workerd.filter((pid) => !proxy.includes(pid));
      if (runtime.length !== 1 || proxy.length > 1) {
        await stop();
        throw new Error(`Expected one Worker workerd under wrangler dev, found ${runtime.length} (and ${proxy.length} proxies)`);
      }
      const [pid, proxyPid] = [runtime[0]!, proxy[0]];
      const memory = () => ({ rssMb: memoryMb(pid, "VmRSS"), peakMb: memoryMb(pid, "VmHWM"), proxyPeakMb: memoryMb(proxyPid, "VmHWM") });
      const kill = () => groupAlive() && process.kill(-child.pid!, "SIGKILL");
      return { origin, workerdPid: pid, inspectorPort, stop, memory, kill };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${origin}${served.readyPath} (see ${served.log})`);
}
