import { readdirSync, readFileSync } from "node:fs";

// Processes from /proc (Linux): which workerd runs under a process, and how much memory it holds. Used for
// the served Worker (server.ts) and for the platform proxy's workerd that seeds the state (state.ts).

/** Every process below `pid`, from /proc (ppid is the 4th field of /proc/<pid>/stat, after "(comm)"). */
export const descendants = (pid: number) => {
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
export const comm = (pid: number) => procFile(pid, "comm");
export const cmdline = (pid: number) => procFile(pid, "cmdline");

/** Resident memory now (VmRSS) or at its peak (VmHWM), in MB; 0 when the process is gone. */
export const memoryMb = (pid: number | undefined, field: "VmHWM" | "VmRSS") => {
  const match = pid ? new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(procFile(pid, "status")) : null;
  return match ? Number(match[1]) / 1024 : 0;
};
