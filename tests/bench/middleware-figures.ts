import { printMarkdownTable } from "./markdown-table";
import { measureInRounds, measureInterleaved, percentile, warmUp, type LoadResult } from "./measure";
import { describeLoad, ratio, type Row } from "./report";

// Where a request's time goes before and around its handler (README.md, "Performance"): the stacks of
// middleware-worker.ts, one more middleware a row, measured in the same rounds as the trivial reference
// and the app's own /api/health and list. A row's cost is the time per request it adds: 1/throughput
// minus the row before's (10 connections keep the runtime busy, so 1/throughput is its time per request),
// taken in each round from the two turns measured one after the other, and the median of the rounds kept:
// the machine's other load drifts between rounds more than between neighbouring turns. Beside it, each
// stack's own time in the isolate: REPEAT runs of it in one request, one connection cycling through all
// rows (paired samples), the p50's growth over the row before divided by REPEAT. Costs below the noise of
// throughput show there; what happens outside the isolate (wrangler's log pipe) shows only in throughput.
// The floors, rows that run none of the app's code, are what the runtime allows an answer like the app's.

type Load = { connections: number; seconds: number; rounds: number };
type Origins = { app: string; reference: string; layers: string };
/** A row of middleware-worker.ts: a stack of the app's middleware, or one that runs none of the app's code. */
type Layer = { name: string; stacked: boolean; against?: number };
type TableRow = { layer: string; load: LoadResult; ofReference: number; addedUs: number; isolateUs: number | null };

const LIST = "/api/idea?sort=A.I&limit=8";
const REPEAT = 50;
const ISOLATE_SECONDS = 15;
const REFERENCE = "trivial Worker (reference)";
const APP_HEALTH = "the app's GET /api/health (its other routes and middleware order; against the D1 session row)";
const APP_LIST = `the app's GET ${LIST} (the query and its JSON; against the last stack)`;

const usPerRequest = (rps: number) => 1e6 / rps;
const us = (value: number, digits = 0) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)} µs`;

/** The figures, and the per-middleware table to print (run.ts prints it at the end, above the summary). */
export async function middlewareFigures(origins: Origins, load: Load) {
  const layers = (await fetch(`${origins.layers}/`).then((r) => r.json())) as Layer[];
  console.log(`- middleware, one more a row: ${layers.length} rows with the trivial Worker and the app, ${load.connections} connections, ${load.seconds} s each in turn, ${load.rounds} rounds`);
  const targets: Record<string, string> = { [REFERENCE]: `${origins.reference}/` };
  layers.forEach((layer, row) => (targets[layer.name] = `${origins.layers}${LIST}&layer=${row}`));
  targets[APP_HEALTH] = `${origins.app}/api/health`;
  targets[APP_LIST] = `${origins.app}${LIST}`;
  await warmUp(Object.values(targets));
  const measured = await measureInRounds(targets, load);

  // In the isolate: the stacks, and the assets row (no code of the app) as the first one's baseline.
  const inIsolate = layers.filter((layer, row) => row === 0 || layer.stacked);
  const repeats = Object.fromEntries(inIsolate.map((layer) => [layer.name, `${origins.layers}${LIST}&layer=${layers.indexOf(layer)}&repeat=${REPEAT}`]));
  const isolate = await measureInterleaved(repeats, { connections: 1, seconds: ISOLATE_SECONDS });
  const isolateUs = (name: string) => {
    const row = layers.findIndex((layer) => layer.name === name);
    if (row < 1 || !layers[row]!.stacked) return null;
    return ((isolate.byTarget[name]!.p50 - isolate.byTarget[layers[row - 1]!.name]!.p50) * 1000) / REPEAT;
  };

  const names = Object.keys(targets);
  const stacked = layers.filter((layer) => layer.stacked);
  // A floor says which row it is counted from; the app's health answers what the D1 session row does, its list what the last stack does.
  const against: Record<string, string> = { [APP_HEALTH]: "D1 session", [APP_LIST]: stacked.at(-1)!.name };
  for (const layer of layers) if (layer.against !== undefined) against[layer.name] = layers[layer.against]!.name;
  const reference = measured[REFERENCE]!;
  const table: TableRow[] = names.map((name, index) => {
    const r = measured[name]!;
    const previous = index === 0 ? null : measured[against[name] ?? names[index - 1]!]!;
    const added = r.roundRps.map((rps, round) => usPerRequest(rps) - (previous ? usPerRequest(previous.roundRps[round]!) : 0));
    return { layer: name, load: r, ofReference: r.rps / reference.rps, addedUs: percentile(added, 50), isolateUs: isolateUs(name) };
  });
  const printTable = () =>
    printMarkdownTable(
      ["row (a stack adds one middleware to the rows above)", "throughput", "÷ trivial Worker", "time per request added", "of it in the isolate"],
      table.map((t, index) => {
        const added = index === 0 ? `${t.addedUs.toFixed(0)} µs in all` : us(t.addedUs);
        return [t.layer, describeLoad(t.load), ratio(t.ofReference), added, t.isolateUs === null ? "—" : us(t.isolateUs, 1)];
      }),
    );
  const summary = (figure: string, name: string): Row => {
    const t = table.find((row) => row.layer === name)!;
    return { figure, measured: `${ratio(t.ofReference)} (${describeLoad(t.load)})`, budget: "—", met: null };
  };
  const [headersFloor, d1Floor] = layers.slice(1).filter((layer) => !layer.stacked);
  const rows: Row[] = [
    summary("the runtime's floor for /api/health: the app's assets in front and its headers, no code ÷ trivial Worker", headersFloor!.name),
    summary("the runtime's floor for a list: the same and one D1 read in a session ÷ trivial Worker", d1Floor!.name),
    summary("the app's middleware up to the D1 session, as a stack ÷ trivial Worker", "D1 session"),
  ];
  const problems = Object.entries(measured).flatMap(([name, r]) => (r.failures ? [`middleware ${name}: ${r.failures} failed requests`] : []));
  if (isolate.failures) problems.push(`middleware, in the isolate: ${isolate.failures} failed requests`);
  return { rows, raw: { table, repeat: REPEAT, isolate: isolate.byTarget }, problems, printTable };
}
