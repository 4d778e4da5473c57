import { percentile } from "./measure";
import { ms, ratio, type Row } from "./report";
import { memberEmail } from "./seed";

// Forgot-password timing (README.md, Performance): does the answer reveal whether an address has an
// account? Pairs of requests, a seeded member's address and an address nobody has, in random order within
// each pair, one at a time, each from its own client address (the route allows 5 a minute per address).
// Reported: the median of each, their difference (budget < 2 ms) and the Mann–Whitney U test's z (|z| < 2
// means no difference the samples can show).

const PAIRS = 100;
const WARM_UP = 10;

const post = async (origin: string, email: string, i: number) => {
  const from = performance.now();
  const res = await fetch(`${origin}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.${Math.floor(i / 250) % 250}.${i % 250}` },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`POST /api/auth/forgot-password answered ${res.status}`);
  return performance.now() - from;
};

/** The Mann–Whitney U statistic's z score (normal approximation, ties given their mean rank). */
function mannWhitneyZ(a: number[], b: number[]) {
  const all = [...a.map((v) => ({ v, a: true })), ...b.map((v) => ({ v, a: false }))].sort((x, y) => x.v - y.v);
  const ranks = new Array<number>(all.length);
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, x, i) => (x.a ? sum + ranks[i]! : sum), 0);
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

export async function forgotTimingFigures(origin: string): Promise<{ rows: Row[]; raw: Record<string, unknown> }> {
  const known: number[] = [];
  const unknown: number[] = [];
  let n = 0;
  for (let i = 0; i < WARM_UP + PAIRS; i++) {
    const pair = [
      { known: true, email: memberEmail(2 + (i % 500)) },
      { known: false, email: `nobody-${crypto.randomUUID()}@bench.plaza.example` },
    ].sort(() => Math.random() - 0.5);
    for (const p of pair) {
      const took = await post(origin, p.email, n++);
      if (i >= WARM_UP) (p.known ? known : unknown).push(took);
    }
  }
  const [k50, u50] = [percentile(known, 50), percentile(unknown, 50)];
  const diff = Math.abs(k50 - u50);
  const z = mannWhitneyZ(known, unknown);
  const measured = `${ms(diff)} (known ${ms(k50)}, unknown ${ms(u50)}; Mann–Whitney z ${ratio(z)}, ${PAIRS} pairs)`;
  return {
    rows: [{ figure: "forgot-password: |median known − median unknown address|", measured, budget: "< 2 ms", met: diff < 2 }],
    raw: { pairs: PAIRS, knownP50: k50, unknownP50: u50, knownP95: percentile(known, 95), unknownP95: percentile(unknown, 95), z },
  };
}
