import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { signMemberToken } from "../../worker/accounts/jwt";
import { signStaffToken } from "../../worker/accounts/staff-guard";
import { afterWorkerPhases } from "./after-worker";
import { startBenchWorkers } from "./bench-workers";
import { DEEP_PAGE, deepPageFigures } from "./deep-pages";
import { fanOutFigures } from "./fan-out";
import { forgotTimingFigures } from "./forgot-timing";
import { htmlFigures } from "./html-figures";
import { workerHeap } from "./inspector";
import { listFigures } from "./list-figures";
import { middlewareFigures } from "./middleware-figures";
import { machine, ms, printTable, stateRows, writeJson, type Row } from "./report";
import { scoringTimes, submitAndWaitForScores, voteTogether } from "./scenarios";
import { searchFigures } from "./search-figures";
import { shardFigures } from "./shard-figures";
import { BENCH_PASSWORD, memberEmail, SIZES } from "./seed";
import { logFile, startWorker } from "./server";
import { buildWorker, databaseBytes, prepareState } from "./state";

// `npm run bench` (budgets: README.md, Performance): seeds its own state, serves the Worker on the local runtime and measures it in
// one run. It reports, it does not gate: exit 0 when a budget is missed, 1 only when the run itself breaks.
// `npm run bench -- --motions 1000000` sizes the data set (default 100,000; size.ts), each size in a state of its own.
// Tunables: BENCH_SECONDS (per target and round, default 3), BENCH_ROUNDS (4), BENCH_CONNECTIONS (10),
// BENCH_STATE_DIR (default tests/bench/.state, or .state-<motions> for another size; delete it to seed again),
// BENCH_ONLY (a comma-separated list of phases to run, the others skipped: list, html (server-rendered pages:
// throughput ÷ health, time to first byte), middleware (the per-middleware table), deep, search (searches and
// duplicate suggestions), submit, votes, fan-out, forgot, shards (vote writes on one D1 database ÷ spread over 8), hot (2,000
// votes at once on one motion: the hot motion's object ÷ the plain path), hot-fault (the runtime killed during a burst
// on a hot motion), national (the catalogue's refresh, national Trending and search ÷ a city's list), me (/me of a
// member in 3 cities on 3 databases ÷ 1 city; moves two small cities to shards once per state); votes needs
// submit), e.g. BENCH_ONLY=fan-out npm run bench. hot, hot-fault, national and me run once the app's Worker
// stopped, each serving the app again as it needs it (hot-motions.ts).
// Throughput is reported against a trivial Worker on the same runtime too (bench-workers.ts), started for
// the list, html and middleware phases.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SUBMISSIONS = 20;
const SUBMIT_PARALLEL = 4;
const VOTERS = 500;
const PHASES = ["list", "html", "middleware", "deep", "search", "submit", "votes", "fan-out", "forgot", "shards", "hot", "hot-fault", "national", "me"] as const;
// The per-middleware table's rounds: 19 targets, so short turns, and more rounds for the medians of its costs.
const MIDDLEWARE_SECONDS = 1;
const MIDDLEWARE_ROUNDS = 4;
const ONLY = process.env.BENCH_ONLY?.split(",").map((p) => p.trim()).filter(Boolean);
const unknownPhases = ONLY?.filter((p) => !(PHASES as readonly string[]).includes(p));
if (unknownPhases?.length) throw new Error(`BENCH_ONLY: no phase ${unknownPhases.join(", ")} (phases: ${PHASES.join(", ")})`);
if (ONLY?.includes("votes") && !ONLY.includes("submit")) throw new Error("BENCH_ONLY: votes needs submit (it votes on a freshly submitted motion)");

const started = performance.now();
const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;
const problems: string[] = [];
const rows: Row[] = [];
const raw: Record<string, unknown> = {};
const phases: Record<string, { seconds: number; rssMb: number; peakMb: number }> = {};
const facts = machine();
console.log(`Plaza benchmarks — ${SIZES.motions.toLocaleString("en")} motions; ${facts.cores} cores, ${facts.memoryGb} GB, node ${facts.node}, wrangler ${facts.wrangler}`);

const state = await prepareState();
const stateSeconds = seconds(started);
const dbBytes = databaseBytes();
const bootStarted = performance.now();
await buildWorker();
const worker = await startWorker();
const bootSeconds = seconds(bootStarted);
const { origin } = worker;
// The Worker runs in its own process group: stop it on Ctrl-C too, or it would outlive the run.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void worker.stop().then(() => process.exit(130)));
const rssAfterStart = worker.memory().rssMb;
// Connected for the whole run, or wrangler's inspector proxy would hoard the run's console events (inspector.ts).
const heap = await workerHeap(worker.inspectorPort, origin);
console.log(`  Worker built and serving at ${origin} in ${bootSeconds} s (workerd pid ${worker.workerdPid})`);
const wanted = (key: (typeof PHASES)[number]) => !ONLY || ONLY.includes(key);
const bench = wanted("list") || wanted("html") || wanted("middleware") ? await startBenchWorkers(origin) : null;
const referenceUrl = bench ? `${bench.reference.origin}/` : "";
if (bench) console.log(`  the trivial Worker at ${bench.reference.origin}, the middleware layers at ${bench.layers.origin}`);
const printAtEnd: (() => void)[] = [];

/** Runs one phase unless BENCH_ONLY leaves it out; a thrown error is a broken run (recorded, the other phases still run). */
const phase = async (name: string, key: (typeof PHASES)[number], fn: () => Promise<void>) => {
  if (!wanted(key)) return;
  const from = performance.now();
  try {
    await fn();
  } catch (err) {
    problems.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { rssMb, peakMb } = worker.memory();
  phases[name] = { seconds: seconds(from), rssMb: Math.round(rssMb), peakMb: Math.round(peakMb) };
};
const env = { JWT_SECRET: state.jwtSecret, ENVIRONMENT: "development" } as Env;
const tokens = await Promise.all(state.members.map((m) => signMemberToken(env, m)));
let freshMotion: string | undefined;

try {
  await phase("list throughput", "list", async () => {
    const figures = await listFigures(origin, referenceUrl, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS }, state.cities.capital);
    raw.throughput = figures.raw;
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("server-rendered html", "html", async () => {
    console.log(`- server-rendered pages: / and a motion, with /api/health, ${CONNECTIONS} connections, ${SECONDS} s each in turn, ${ROUNDS} rounds; then first bytes`);
    const figures = await htmlFigures(origin, referenceUrl, { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS });
    raw.html = figures.raw;
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("middleware", "middleware", async () => {
    const origins = { app: origin, reference: bench!.reference.origin, layers: bench!.layers.origin };
    const figures = await middlewareFigures(origins, { connections: CONNECTIONS, seconds: MIDDLEWARE_SECONDS, rounds: MIDDLEWARE_ROUNDS });
    raw.middleware = figures.raw;
    rows.push(...figures.rows);
    problems.push(...figures.problems);
    printAtEnd.push(figures.printTable);
  });

  await phase("deep pages", "deep", async () => {
    const figures = await deepPageFigures(origin, SECONDS * ROUNDS * 3, state.cities.capital);
    Object.assign(raw, figures.raw);
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("search", "search", async () => {
    const page = await fetch(`${origin}/api/entity/bench-page-1`).then((r) => r.json() as Promise<{ entity: { _id: string } }>);
    const figures = await searchFigures(origin, { token: tokens[2]!, pageId: page.entity._id, words: state.words, cities: state.cities, seconds: SECONDS * ROUNDS * 3 });
    Object.assign(raw, figures.raw);
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("submit to scored", "submit", async () => {
    // Member 1 signs in through the real login route; the others use tokens made by the same signing code.
    const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: memberEmail(1), password: BENCH_PASSWORD }) });
    if (!login.ok) throw new Error(`POST /api/auth/login answered ${login.status}`);
    tokens[0] = ((await login.json()) as { token: string }).token;
    // The busiest page (about 3% of all motions): originality compares with its 300 latest motions.
    const page = await fetch(`${origin}/api/entity/bench-page-1`).then((r) => r.json() as Promise<{ entity: { _id: string } }>);
    console.log(`- submit → scored: ${SUBMISSIONS} motions by ${SUBMISSIONS} members, ${SUBMIT_PARALLEL} at a time, polling every 50 ms`);
    const result = await submitAndWaitForScores(origin, page.entity._id, tokens.slice(0, SUBMISSIONS), SUBMIT_PARALLEL);
    raw.submitToScored = result;
    freshMotion = result.ids[0];
    rows.push({ figure: "submit → scored, median", measured: `${(result.median / 1000).toFixed(2)} s`, budget: "< 2 s", met: result.median < 2000 });
    rows.push({ figure: "submit → scored, p95", measured: `${(result.p95 / 1000).toFixed(2)} s`, budget: "—", met: null });
  });

  await phase("votes", "votes", async () => {
    if (!freshMotion) throw new Error("no freshly submitted motion to vote on");
    console.log(`- ${VOTERS} members voting up on one motion at once`);
    const v = await voteTogether(origin, freshMotion, tokens.slice(100, 100 + VOTERS));
    raw.votes = v;
    const exact = v.ok === VOTERS && v.finalUp === v.expectedUp && v.downChange === 0;
    if (!exact) problems.push(`votes: ${JSON.stringify(v)}`);
    const measured = `${v.ok}/${VOTERS} answered 200, up_count ${v.finalUp} of ${v.expectedUp}, ${v.seconds.toFixed(1)} s`;
    rows.push({ figure: `${VOTERS} members vote on one motion in parallel`, measured, budget: "all 200, count exact", met: exact });
  });

  await phase("notification fan-out", "fan-out", async () => {
    console.log("- notification fan-out: one official response to the voters and followers of a motion, 2,000 (a warm-up, then measured) then 10,000 recipients");
    const adminToken = await signStaffToken(env, "admin", state.fanOut.adminId, 0);
    const figures = await fanOutFigures(worker, heap, adminToken, state.fanOut);
    raw.fanOut = figures.raw;
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("shards", "shards", async () => {
    console.log(`- vote writes: one D1 database, then spread over 8, ${CONNECTIONS * 4} connections, ${SECONDS} s each in turn, ${ROUNDS} rounds`);
    const figures = await shardFigures({ connections: CONNECTIONS * 4, seconds: SECONDS, rounds: ROUNDS });
    raw.shards = figures.raw;
    rows.push(...figures.rows);
    problems.push(...figures.problems);
  });

  await phase("forgot-password timing", "forgot", async () => {
    console.log("- forgot-password: a member's address and an unknown one, 100 interleaved pairs");
    const figures = await forgotTimingFigures(origin);
    raw.forgotTiming = figures.raw;
    rows.push(...figures.rows);
  });
} finally {
  const memory = worker.memory();
  if (!memory.peakMb) problems.push(`the Worker's workerd (pid ${worker.workerdPid}) is gone: it crashed or was restarted`);
  raw.memory = { rssAfterStartMb: rssAfterStart, ...memory };
  const measured = `${memory.peakMb.toFixed(0)} MB (${rssAfterStart.toFixed(0)} MB after start; wrangler's proxy workerd ${memory.proxyPeakMb.toFixed(0)} MB)`;
  rows.push({ figure: "Worker (workerd) peak RSS, VmHWM", measured, budget: "—", met: null });
  rows.push(...stateRows(state, dbBytes));
  heap.close();
  await Promise.all([worker.stop(), bench?.stop()]);
}

// The phases after the app's Worker stopped (after-worker.ts): hot motions, the fault, the national catalogue, /me.
const collect = (key: string, figures: { rows: Row[]; problems: string[]; raw: unknown }) => (raw[key] = figures.raw, rows.push(...figures.rows), problems.push(...figures.problems));
for (const after of afterWorkerPhases(state, tokens, SECONDS * ROUNDS * 3)) await phase(after.name, after.key, async () => void collect(after.raw, await after.run()));

// Where submit → scored goes: the consumer's scoring time, from the Worker's log (complete once it stopped).
const submitted = raw.submitToScored as { ids: string[]; median: number } | undefined;
if (submitted) {
  const scoring = scoringTimes(readFileSync(logFile, "utf8"), submitted.ids);
  raw.scoringInConsumer = scoring;
  const row = rows.find((r) => r.figure === "submit → scored, median");
  if (row && scoring.count) row.measured += ` (consumer scoring ${ms(scoring.median)}; the rest is the request, queue batching, polling)`;
}

const totalSeconds = seconds(started);
console.log("");
for (const print of printAtEnd) {
  print();
  console.log("");
}
printTable(rows);
const file = writeJson({
  date: new Date().toISOString(),
  machine: { ...facts, loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) },
  settings: { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, deepPage: DEEP_PAGE, submissions: SUBMISSIONS, voters: VOTERS },
  state: { motions: SIZES.motions, reused: state.reused, seed: state.seed, counts: state.counts, words: state.words, databaseBytes: dbBytes },
  durations: { stateSeconds, bootSeconds, phases, totalSeconds },
  rows,
  problems,
  raw,
});
const seeding = state.reused ? "seeded state reused" : `seeded in ${state.seed.seconds.toFixed(1)} s`;
console.log(`\n${seeding}; whole run ${totalSeconds} s; load average ${facts.loadAverageAtStart.join(" ")} at start; ${file}`);
const missed = rows.filter((r) => r.met === false).length;
if (missed) console.log(`${missed} budget(s) missed (reported, not enforced).`);
if (problems.length) {
  console.error(`\nThe run broke:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
process.exit(0);
