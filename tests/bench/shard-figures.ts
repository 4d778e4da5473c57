import { experimental_readRawConfig } from "wrangler";
import { serve } from "./bench-workers";
import { measureInRounds, warmUp } from "./measure";
import { describeLoad, ratio, type Row } from "./report";
import { configPath } from "./state";

// Do more databases add write throughput on this runtime? The app's plain vote write (shard-worker.ts) sent
// to one local D1 database, then spread over 8, the two in turn over the same rounds (README.md, "Performance").
// The goal, 8 databases ≥ 4× one, is the issue's; whatever is measured is reported, with the rows checked.

const SHARDS = 8;
type Check = { databases: { rows: number; counted: number }[] };

export async function shardFigures(opts: { connections: number; seconds: number; rounds: number }) {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const app = rawConfig as Record<string, unknown>;
  const d1_databases = Array.from({ length: SHARDS }, (_, i) => ({
    binding: `BENCH_SHARD_${i + 1}`,
    database_name: `bench-shard-${i + 1}`,
    database_id: `00000000-0000-4000-8000-0000000000${String(i + 1).padStart(2, "0")}`,
  }));
  const worker = await serve("shards", "tests/bench/shard-worker.ts", {
    compatibility_date: app.compatibility_date,
    compatibility_flags: app.compatibility_flags,
    d1_databases,
  });
  try {
    const setup = await fetch(`${worker.origin}/setup`);
    if (!setup.ok) throw new Error(`the shard worker's /setup answered ${setup.status}`);
    const targets = { one: `${worker.origin}/vote?spread=1`, spread: `${worker.origin}/vote?spread=${SHARDS}` };
    await warmUp(Object.values(targets));
    const result = await measureInRounds(targets, opts);
    const check = (await fetch(`${worker.origin}/check`).then((r) => r.json())) as Check;
    const exact = check.databases.every((d) => d.rows === d.counted);
    const writes = check.databases.reduce((sum, d) => sum + d.rows, 0);
    const gain = result.spread!.rps / result.one!.rps;
    const rows: Row[] = [
      { figure: "vote writes, one database", measured: describeLoad(result.one!), budget: "—", met: null },
      { figure: `vote writes spread over ${SHARDS} databases`, measured: describeLoad(result.spread!), budget: "—", met: null },
      { figure: `${SHARDS} databases ÷ one (throughput)`, measured: `${ratio(gain)}× (${writes.toLocaleString("en")} rows, counters ${exact ? "equal" : "NOT equal"} to rows)`, budget: "≥ 4×", met: gain >= 4 && exact },
    ];
    const problems = exact ? [] : [`shards: counters differ from rows ${JSON.stringify(check)}`];
    return { rows, problems, raw: { result, check } };
  } finally {
    await worker.stop();
  }
}
