import { measureInRounds, warmUp } from "./measure";
import { describeLoad, ratio, type Row } from "./report";
import { listUrl } from "./scenarios";
import type { BenchCity } from "./state";

// List throughput (README.md, "Performance"): the motion lists by each sort and the home list of pages,
// with /api/health and the trivial Worker (bench-workers.ts) in the same rounds, each target alone for its
// turn. Every figure is a ratio of the trivial Worker's (the runtime's own limit) and of /api/health's.

type Load = { connections: number; seconds: number; rounds: number };

const SORTS = ["A.I", "Votes", "Latest"] as const;
// Issue 31's target: the national Trending list against a city's list (README.md, "Trending").
const TRENDING_OF_CITY = 0.5;
const OF_HEALTH = 0.7; // issue 19's target (0.5 before)
// Issue 20's targets, against the trivial Worker: the app's cheapest answer, and its anonymous lists.
const HEALTH_OF_REFERENCE = 0.8;
const LISTS_OF_REFERENCE = 0.5;

export async function listFigures(origin: string, referenceUrl: string, load: Load, city: BenchCity) {
  console.log(`- list throughput: ${load.connections} connections, each target alone for ${load.seconds} s in turn, ${load.rounds} rounds`);
  const targets: Record<string, string> = { reference: referenceUrl, health: `${origin}/api/health`, "entity page 1": `${origin}/api/entity?limit=8&page=1` };
  for (const sort of SORTS) targets[`idea ${sort}`] = listUrl(origin, sort);
  targets["idea Trending"] = listUrl(origin, "Trending");
  targets["city A.I"] = listUrl(origin, "A.I", `&jurisdiction=${city.slug}`);
  await warmUp(Object.values(targets));
  const measured = await measureInRounds(targets, load);
  const [reference, health] = [measured.reference!, measured.health!];
  const ofReference = health.rps / reference.rps;
  const rows: Row[] = [
    { figure: "trivial Worker, same runtime (reference)", measured: describeLoad(reference), budget: "—", met: null },
    { figure: "GET /api/health ÷ trivial Worker, throughput", measured: `${ratio(ofReference)} (${describeLoad(health)})`, budget: `≥ ${HEALTH_OF_REFERENCE}`, met: ofReference >= HEALTH_OF_REFERENCE },
  ];
  const lists = [...SORTS.map((s) => [`idea ${s}`, `GET /api/idea?sort=${s}&limit=8`]), ["entity page 1", "GET /api/entity?limit=8&page=1 (home list)"]];
  for (const [name, label] of lists) {
    const r = measured[name!]!;
    const [x, y] = [r.rps / reference.rps, r.rps / health.rps];
    rows.push({ figure: `${label} ÷ trivial Worker, throughput`, measured: `${ratio(x)} (${describeLoad(r)})`, budget: `≥ ${LISTS_OF_REFERENCE}`, met: x >= LISTS_OF_REFERENCE });
    rows.push({ figure: `${label} ÷ health, throughput`, measured: ratio(y), budget: `≥ ${OF_HEALTH}`, met: y >= OF_HEALTH });
  }
  const [trending, cityList] = [measured["idea Trending"]!, measured["city A.I"]!];
  const ofCity = trending.rps / cityList.rps;
  rows.push({
    figure: `GET /api/idea?sort=Trending&limit=8 (national) ÷ a city's list (A.I, ${city.motions.toLocaleString("en")} motions), throughput`,
    measured: `${ratio(ofCity)} (${describeLoad(trending)}; city ${describeLoad(cityList)})`,
    budget: `≥ ${TRENDING_OF_CITY}`,
    met: ofCity >= TRENDING_OF_CITY,
  });
  const problems = Object.entries(measured).flatMap(([name, r]) => (r.failures ? [`${name}: ${r.failures} failed requests`] : []));
  return { rows, raw: measured, problems };
}
