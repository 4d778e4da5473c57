import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { quietEnv } from "../../worker/cli/run";
import { devPersist, stateDir } from "./state";

// The Worker on the local runtime, as `npm start` serves it (`wrangler dev` → workerd), on free ports of
// 127.0.0.1 with the benchmark's state. Its output goes to a log file: every request logs a line.

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

/** Every process below `pid`, from /proc (ppid is the 4th field of /proc/<pid>/stat, after "(comm)"). */
const descendants = (pid: number) => {
  const parent = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const walk = (p: number) => parent.forEach((pp, child) => pp === p && (found.push(child), walk(child)));
  walk(pid);
  return found;
};

const procFile = (pid: number, name: "comm" | "cmdline" | "status") => {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return ""; // the process ended while we looked
  }
};
const comm = (pid: number) => procFile(pid, "comm");
const cmdline = (pid: number) => procFile(pid, "cmdline");

/** 0 when the process is gone (then the run is broken: the Worker restarted or crashed). */
const statusKb = (pid: number, field: "VmHWM" | "VmRSS") => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(procFile(pid, "status"));
  return match ? Number(match[1]) : 0;
};

export type RunningWorker = {
  origin: string;
  workerdPid: number;
  /** wrangler's inspector proxy for the Worker's isolate (Chrome DevTools protocol). */
  inspectorPort: number;
  /** Resident memory of the Worker's workerd now and its peak so far (VmHWM), and the proxy's peak, in MB. */
  memory: () => { rssMb: number; peakMb: number; proxyPeakMb: number };
  stop: () => Promise<void>;
};

export async function startWorker(timeoutMs = 180_000): Promise<RunningWorker> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const origin = `http://${HOST}:${port}`;
  const log = openSync(logFile, "w");
  const args = ["wrangler", "dev", "--ip", HOST, "--port", String(port), "--inspector-port", String(inspectorPort)];
  // detached: its own process group, so stop() ends npx, wrangler and workerd together and nothing else.
  const child: ChildProcess = spawn("npx", [...args, ...devPersist, "--show-interactive-dev-session=false"], {
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
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
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
      const mb = (pid: number | undefined, field: "VmHWM" | "VmRSS") => (pid ? statusKb(pid, field) / 1024 : 0);
      const [pid, proxyPid] = [runtime[0]!, proxy[0]];
      const memory = () => ({ rssMb: mb(pid, "VmRSS"), peakMb: mb(pid, "VmHWM"), proxyPeakMb: mb(proxyPid, "VmHWM") });
      return { origin, workerdPid: pid, inspectorPort, stop, memory };
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${origin}/api/health (see ${logFile})`);
}
