import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import { printMarkdownTable } from "./markdown-table";
import type { LoadResult } from "./measure";
import { root, type PreparedState } from "./state";

// The table printed at the end and its JSON twin (tests/bench/results/latest.json, git-ignored).

export type Row = { figure: string; measured: string; budget: string; met: boolean | null };

export const ratio = (value: number) => value.toFixed(2);
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
/** A throughput figure with the latencies measured with it. */
export const describeLoad = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`;

export function machine() {
  const wrangler = execFileSync("npx", ["wrangler", "--version"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    wrangler: wrangler.trim().split("\n").pop(),
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function printTable(rows: Row[]) {
  printMarkdownTable(
    ["figure", "measured", "budget", "met?"],
    rows.map((r) => [r.figure, r.measured, r.budget, r.met === null ? "—" : r.met ? "yes" : "NO"]),
  );
}

export function writeJson(result: Record<string, unknown>) {
  const dir = resolve(root, "tests/bench/results");
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, "latest.json");
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** The data set's own figures: its size on disk, and what seeding it took (this run's, or the earlier run's that made it). */
export function stateRows(state: PreparedState, db: { file: number; wal: number }): Row[] {
  const when = state.reused ? " (when it was seeded)" : "";
  const { seconds, nodePeakMb, workerdPeakMb } = state.seed;
  const motions = `${state.counts.motions.toLocaleString("en")} motions`;
  const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
  return [
    { figure: `D1 database on disk (the state's SQLite file; its WAL), ${motions}`, measured: `${mb(db.file)} MB (WAL ${mb(db.wal)} MB)`, budget: "—", met: null },
    { figure: `seeding time${when}`, measured: `${seconds.toFixed(0)} s`, budget: "—", met: null },
    { figure: `seeding peak RSS${when}: the Node process / the proxy's workerd (D1)`, measured: `${nodePeakMb.toFixed(0)} MB / ${workerdPeakMb.toFixed(0)} MB`, budget: "—", met: null },
  ];
}
