/**
 * `npm run lighthouse`: builds and starts Plaza on its own port and fresh state, runs Lighthouse (the npm
 * package, mobile: its default emulation and simulated throttling) in Debian's Chromium on `/`, `/motions`,
 * `/pages`, a motion page and a motion's permalink (three runs each, LIGHTHOUSE_RUNS to change; the median run is reported with the
 * spread of its performance score), prints the scores and LCP / CLS / TBT next to the budgets (README.md, Performance),
 * writes each report as JSON to tests/lighthouse/results/ (git-ignored), and stops the server. It reports;
 * it does not gate: the exit code is 0 whatever the scores, non-zero only if it could not measure.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { printMarkdownTable } from "../bench/markdown-table";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/chromium";

const root = fileURLToPath(new URL("../../", import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8790);
const origin = `http://127.0.0.1:${port}`;
const stateDir = "tests/lighthouse/.state";
const resultsDir = resolve(root, "tests/lighthouse/results");
// Runs per page; the table reports the median run and the spread of the performance score.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// Issue 17's budgets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS 0, and 100 in the other three.
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;

function startServer() {
  // Its own process group, so stopping it also stops wrangler and workerd under npx.
  return spawn("npx", ["tsx", "worker/cli/start.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      PLAZA_STATE_DIR: stateDir,
      PLAZA_WEB_DIST: `${stateDir}/web-dist`,
      PLAZA_FRESH_STATE: "1",
    },
  });
}

async function waitForHealth(timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`Plaza did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

type Row = {
  page: string;
  performance: number;
  range: string;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: string;
  cls: string;
  tbt: string;
};
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const score = (lhr: Lhr, id: keyof typeof BUDGET) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.displayValue ?? "n/a";

/** The audits that cost points in a category, worst first: where to look when a budget is missed. */
function losses(lhr: Lhr, id: keyof typeof BUDGET) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`);
}

function printTable(rows: Row[]) {
  const mark = (value: number, budget: number) => `${value}${value >= budget ? " ✓" : " ✗"}`;
  const header = [
    "page",
    `performance (≥ ${BUDGET.performance})`,
    `runs (${RUNS})`,
    `accessibility (${BUDGET.accessibility})`,
    `best practices (${BUDGET["best-practices"]})`,
    `SEO (${BUDGET.seo})`,
    "LCP (≤ 1.5 s)",
    "CLS (0)",
    "TBT (≤ 100 ms)",
  ];
  const lines = rows.map((r) => [
    r.page,
    mark(r.performance, BUDGET.performance),
    r.range,
    mark(r.accessibility, BUDGET.accessibility),
    mark(r["best-practices"], BUDGET["best-practices"]),
    mark(r.seo, BUDGET.seo),
    r.lcp,
    r.cls,
    r.tbt,
  ]);
  console.log("");
  printMarkdownTable(header, lines);
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  console.log(`Building and starting Plaza at ${origin} (fresh state in ${stateDir})…`);
  const server = startServer();
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGINT");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth();
    const [entity] = (await (await fetch(`${origin}/api/entity`)).json()) as { slug: string }[];
    const { motions } = (await (await fetch(`${origin}/api/idea?limit=1`)).json()) as { motions: { _id: string; entity: { slug: string } }[] };
    const [motion] = motions;
    const pages = ["/", "/motions", "/pages", `/${entity!.slug}`, `/${motion!.entity.slug}/motions/${motion!._id}`];
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });

    const rows: Row[] = [];
    let version = "";
    for (const page of pages) {
      // A first visit warms the Worker and the local runtime, so the measured run is not a cold start.
      await fetch(`${origin}${page}`);
      const runs: Lhr[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        runs.push(result.lhr);
      }
      // The median run by performance score: one run moves by several points with the machine's load.
      runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const range = `${score(runs[0]!, "performance")}–${score(runs.at(-1)!, "performance")}`;
      version = lhr.lighthouseVersion;
      const name = page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-");
      writeFileSync(resolve(resultsDir, `${name}.json`), JSON.stringify(lhr, null, 2));
      if (lhr.runtimeError) console.warn(`  ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      rows.push({
        page,
        performance: score(lhr, "performance"),
        range,
        accessibility: score(lhr, "accessibility"),
        "best-practices": score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcp: metric(lhr, "largest-contentful-paint"),
        cls: metric(lhr, "cumulative-layout-shift"),
        tbt: metric(lhr, "total-blocking-time"),
      });
      for (const id of Object.keys(BUDGET) as (keyof typeof BUDGET)[]) {
        if (score(lhr, id) < BUDGET[id]) console.log(`  ${page} ${id}: ${losses(lhr, id).join(", ")}`);
      }
    }
    printTable(rows);
    writeFileSync(
      resolve(resultsDir, "summary.json"),
      JSON.stringify({ measuredAt: new Date().toISOString(), budget: BUDGET, rows }, null, 2),
    );
    console.log(`\nLighthouse ${version} (mobile, simulated throttling), median of ${RUNS} runs per page; reports in tests/lighthouse/results/`);
  } finally {
    await chrome?.kill();
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
