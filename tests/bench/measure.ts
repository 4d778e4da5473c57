// @ts-expect-error autocannon ships no types (and @types/autocannon is not installed)
import autocannon from "autocannon";

// Load generation with autocannon's programmatic API. Latencies come from every response (autocannon's own
// summary has no p95). Targets are interleaved (short rounds in turn, or one run cycling through them), so
// the load of other work on this shared machine falls on every target alike and the ratios stay fair.

/** Totals of all runs, and each run's own throughput (`roundRps`, in the order of the rounds). */
export type LoadResult = { requests: number; seconds: number; rps: number; p50: number; p95: number; failures: number; roundRps: number[] };

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

type Raw = { latencies: number[]; requests: number; seconds: number; failures: number };

const once = async (url: string, connections: number, seconds: number): Promise<Raw> => {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, timeout: 30 });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  const failures = result.errors + result.timeouts + result.non2xx;
  return { latencies, requests: result.requests.total, seconds: result.duration, failures };
};

export const progress = (text: string) => process.stdout.isTTY && process.stdout.write(`\r${text.padEnd(70)}\r`);

/** Some requests first: the first ones pay for compilation and cold pages. */
export const warmUp = async (urls: string[], headers: Record<string, string> = {}) => {
  for (const url of urls) await autocannon({ url, headers, connections: 2, amount: 50, timeout: 30 });
};

const summarise = (runs: Raw[]): LoadResult => {
  const latencies = runs.flatMap((r) => r.latencies);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const failures = runs.reduce((sum, r) => sum + r.failures, 0);
  const roundRps = runs.map((r) => r.requests / r.seconds);
  return { requests, seconds, rps: requests / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures, roundRps };
};

/** Several servers loaded at once, the connections shared out among them: one run's worth of their answers together. */
const together = async (urls: string[], connections: number, seconds: number): Promise<Raw> => {
  const runs = await Promise.all(urls.map((url) => once(url, Math.max(1, Math.floor(connections / urls.length)), seconds)));
  const sum = (pick: (r: Raw) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return { latencies: runs.flatMap((r) => r.latencies), requests: sum((r) => r.requests), seconds: Math.max(...runs.map((r) => r.seconds)), failures: sum((r) => r.failures) };
};

/**
 * Throughput: each target alone for `seconds` per round, round-robin over `rounds` rounds; totals per target.
 * A target that is a list of URLs is several servers loaded at once with the same connections in all.
 */
export async function measureInRounds(
  targets: Record<string, string | string[]>,
  opts: { connections: number; seconds: number; rounds: number },
): Promise<Record<string, LoadResult>> {
  const raw: Record<string, Raw[]> = {};
  for (let round = 0; round < opts.rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      progress(`  round ${round + 1}/${opts.rounds}: ${name}`);
      (raw[name] ??= []).push(await (Array.isArray(url) ? together(url, opts.connections, opts.seconds) : once(url, opts.connections, opts.seconds)));
    }
  }
  progress("");
  return Object.fromEntries(Object.entries(raw).map(([name, runs]) => [name, summarise(runs)]));
}

/**
 * Latency side by side: one autocannon run whose connections cycle through all targets in turn, so every
 * target is sampled under the same conditions (paired samples). A request's onResponse runs synchronously
 * just before autocannon's "response" event, which carries the latency, so `last` names its target.
 */
export async function measureInterleaved(
  targets: Record<string, string>,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; headersOf?: Record<string, Record<string, string>> },
) {
  const names = Object.keys(targets);
  const latencies = Object.fromEntries(names.map((n) => [n, [] as number[]]));
  let last = "";
  // Each target 10 times in a shuffled cycle: no target always follows the same (say, a heavy) one.
  const cycle = names.flatMap((name) => Array.from({ length: 10 }, () => name));
  for (let i = cycle.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [cycle[i], cycle[j]] = [cycle[j]!, cycle[i]!];
  }
  const requests = cycle.map((name) => {
    const url = new URL(targets[name]!);
    const headers = opts.headersOf?.[name] ?? opts.headers;
    return { method: "GET", path: url.pathname + url.search, ...(headers && { headers }), onResponse: () => (last = name) };
  });
  const instance = autocannon({ url: new URL(targets[names[0]!]!).origin, requests, connections: opts.connections, duration: opts.seconds, timeout: 30 });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies[last]!.push(ms));
  const result = await instance;
  const byTarget: Record<string, LoadResult> = Object.fromEntries(
    names.map((n) => [n, summarise([{ latencies: latencies[n]!, requests: latencies[n]!.length, seconds: result.duration, failures: 0 }])]),
  );
  return { byTarget, failures: result.errors + result.timeouts + result.non2xx };
}
