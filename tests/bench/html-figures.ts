import { SERVER_DATA_ID } from "../../worker/contract/server-render";
import { measureInRounds, percentile, warmUp } from "./measure";
import { describeLoad, ms, ratio, type Row } from "./report";

// Server-rendered HTML (README.md, "Server rendering"): `/` and a motion's permalink, each rendered by the
// app's server bundle into the SPA's shell. Throughput as a ratio of /api/health's and of the trivial
// Worker's, measured in the same rounds (the list phase's method, so the figures compare), and the time to
// the first byte of a page, which the Worker streams: the shell's head goes out before the render, so the
// browser can fetch the stylesheet.

const SEQUENTIAL = 50;
const MARKER = `id="${SERVER_DATA_ID}"`;

type Load = { connections: number; seconds: number; rounds: number };
type FirstByte = { headers: number[]; firstChunk: number[]; whole: number[] };

/** A public motion of the seeded state, by its own page's slug (any other slug answers a redirect). */
async function motionPath(origin: string) {
  const res = await fetch(`${origin}/api/idea?limit=1`);
  if (!res.ok) throw new Error(`GET /api/idea?limit=1 answered ${res.status}`);
  const { motions } = (await res.json()) as { motions: { _id: string; entity: { slug: string } }[] };
  const motion = motions[0];
  if (!motion) throw new Error("GET /api/idea?limit=1 listed no motion");
  return `/${motion.entity.slug}/motions/${motion._id}`;
}

/**
 * Fails the phase unless the page really is server-rendered: without the built SPA as assets, or with a
 * render that broke, the Worker answers 404 or the bare shell, and the figures would measure that instead.
 */
async function assertRendered(origin: string, path: string) {
  const res = await fetch(`${origin}${path}`, { redirect: "manual" });
  const type = res.headers.get("content-type") ?? "";
  const body = await res.text();
  if (res.status !== 200 || !type.startsWith("text/html") || !body.includes(MARKER)) {
    const got = `${res.status} ${type}, ${body.length} bytes${body.includes(MARKER) ? "" : ` without ${MARKER}`}`;
    throw new Error(`GET ${path} is not a server-rendered page (${got}): are the SPA's build and the server bundle served?`);
  }
}

/** One request: ms until fetch resolves (the status line and headers), until the body's first chunk, until its end. */
async function timeOne(url: string, into: FirstByte) {
  const from = performance.now();
  const res = await fetch(url);
  const headers = performance.now() - from;
  if (!res.ok || !res.body) throw new Error(`GET ${url} answered ${res.status}`);
  const reader = res.body.getReader();
  let chunk = await reader.read();
  const firstChunk = performance.now() - from;
  while (!chunk.done) chunk = await reader.read();
  into.headers.push(headers);
  into.firstChunk.push(firstChunk);
  into.whole.push(performance.now() - from);
}

/** Sequential requests, one at a time and the pages alternating, so neither waits behind the other. */
async function firstBytes(origin: string, paths: Record<string, string>) {
  const times: Record<string, FirstByte> = Object.fromEntries(Object.keys(paths).map((n) => [n, { headers: [], firstChunk: [], whole: [] }]));
  for (let i = 0; i < SEQUENTIAL; i++) {
    for (const [name, path] of Object.entries(paths)) await timeOne(`${origin}${path}`, times[name]!);
  }
  return times;
}

export async function htmlFigures(origin: string, referenceUrl: string, load: Load): Promise<{ rows: Row[]; raw: Record<string, unknown>; problems: string[] }> {
  const paths = { home: "/", motion: await motionPath(origin) };
  for (const path of Object.values(paths)) await assertRendered(origin, path);
  const labels = { home: "GET / (server-rendered)", motion: `GET ${paths.motion} (server-rendered motion)` };
  const targets = { reference: referenceUrl, health: `${origin}/api/health`, home: `${origin}${paths.home}`, motion: `${origin}${paths.motion}` };
  // The first renders pay for evaluating the server bundle (imported lazily) and compiling it.
  await warmUp(Object.values(targets));
  const measured = await measureInRounds(targets, load);
  const [reference, health] = [measured.reference!, measured.health!];
  const rows: Row[] = [
    { figure: "trivial Worker (reference, html phase)", measured: describeLoad(reference), budget: "—", met: null },
    { figure: "GET /api/health ÷ trivial Worker (html phase)", measured: `${ratio(health.rps / reference.rps)} (${describeLoad(health)})`, budget: "—", met: null },
  ];
  for (const name of ["home", "motion"] as const) {
    const r = measured[name]!;
    const x = r.rps / health.rps;
    rows.push({ figure: `${labels[name]} ÷ health, throughput`, measured: `${ratio(x)} (${describeLoad(r)})`, budget: "≥ 0.5", met: x >= 0.5 });
    rows.push({ figure: `${labels[name]} ÷ trivial Worker, throughput`, measured: ratio(r.rps / reference.rps), budget: "—", met: null });
  }
  const times = await firstBytes(origin, paths);
  for (const name of ["home", "motion"] as const) {
    const t = times[name]!;
    const p50 = (values: number[]) => ms(percentile(values, 50));
    const detail = `headers ${p50(t.headers)}, whole page ${p50(t.whole)}; first byte p95 ${ms(percentile(t.firstChunk, 95))}; ${SEQUENTIAL} sequential`;
    rows.push({ figure: `${labels[name]}: time to first byte, p50`, measured: `${p50(t.firstChunk)} (${detail})`, budget: "—", met: null });
  }
  const problems = Object.entries(measured).flatMap(([name, r]) => (r.failures ? [`html ${name}: ${r.failures} failed requests`] : []));
  return { rows, raw: { paths, throughput: measured, firstByte: times }, problems };
}
