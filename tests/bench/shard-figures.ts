import { experimental_readRawConfig } from "wrangler";
import { buildBenchWorker } from "./bench-workers";
import { measureInRounds, warmUp } from "./measure";
import { describeLoad, ratio, type Row } from "./report";
import type { RunningWorker } from "./server";
import { configPath } from "./state";

// Do more databases add write throughput on this runtime? The app's plain vote write (shard-worker.ts) sent
// to one local D1 database, spread over 8 in the same process, and spread over 8 processes of one database
// each, in turn over the same rounds (README.md, "Databases", shards bench). Locally a D1 database is SQLite
// inside the process that serves it, so 8 databases in one process still run one at a time; on Cloudflare
// every database is an instance of its own, which 8 processes model. The goal, 8 databases ≥ 4× one, is the
// issue's; whatever is measured is reported, with every database's rows checked against its counters.

const SHARDS = 8;
type Check = { databases: { rows: number; counted: number }[] };

const binding = (i: number) => ({
  binding: `BENCH_SHARD_${i + 1}`,
  database_name: `bench-shard-${i + 1}`,
  database_id: `00000000-0000-4000-8000-0000000000${String(i + 1).padStart(2, "0")}`,
});

const get = async (url: string) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

export async function shardFigures(opts: { connections: number; seconds: number; rounds: number }) {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const app = rawConfig as Record<string, unknown>;
  const runtime = { compatibility_date: app.compatibility_date, compatibility_flags: app.compatibility_flags };
  const [eight, single] = await Promise.all([
    buildBenchWorker("shards", "tests/bench/shard-worker.ts", { ...runtime, d1_databases: Array.from({ length: SHARDS }, (_, i) => binding(i)) }),
    buildBenchWorker("shard-processes", "tests/bench/shard-worker.ts", { ...runtime, d1_databases: [binding(0)] }),
  ]);
  const workers: RunningWorker[] = [];
  try {
    workers.push(await eight.start());
    for (let i = 0; i < SHARDS; i++) workers.push(await single.start(`process-${i + 1}`));
    const [inOne, ...processes] = workers.map((w) => w.origin);
    for (const origin of [inOne!, ...processes]) await get(`${origin}/setup`);
    const targets = { one: `${inOne}/vote?spread=1`, spread: `${inOne}/vote?spread=${SHARDS}`, processes: processes.map((o) => `${o}/vote`) };
    await warmUp([targets.one, targets.spread, ...targets.processes]);
    const result = await measureInRounds(targets, opts);
    const checks = (await Promise.all([inOne!, ...processes].map((o) => get(`${o}/check`)))) as Check[];
    const databases = checks.flatMap((c) => c.databases);
    const exact = databases.every((d) => d.rows === d.counted);
    const writes = databases.reduce((sum, d) => sum + d.rows, 0);
    const [inProcess, acrossProcesses] = [result.spread!.rps / result.one!.rps, result.processes!.rps / result.one!.rps];
    const counted = `${writes.toLocaleString("en")} rows in all, counters ${exact ? "equal" : "NOT equal"} to rows`;
    const rows: Row[] = [
      { figure: "vote writes, one database", measured: describeLoad(result.one!), budget: "—", met: null },
      { figure: `vote writes spread over ${SHARDS} databases in one process`, measured: describeLoad(result.spread!), budget: "—", met: null },
      { figure: `vote writes spread over ${SHARDS} processes of one database each`, measured: describeLoad(result.processes!), budget: "—", met: null },
      { figure: `${SHARDS} databases in one process ÷ one (throughput)`, measured: `${ratio(inProcess)}×`, budget: "—", met: null },
      { figure: `${SHARDS} processes of one database ÷ one (throughput)`, measured: `${ratio(acrossProcesses)}× (${counted})`, budget: "≥ 4×", met: acrossProcesses >= 4 && exact },
    ];
    const problems = exact ? [] : [`shards: counters differ from rows ${JSON.stringify(checks)}`];
    return { rows, problems, raw: { result, checks } };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}
