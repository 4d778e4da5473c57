import { measureInterleaved, warmUp } from "./measure";
import { ms, ratio, type Row } from "./report";
import { cursorForPage, listUrl } from "./scenarios";
import type { BenchCity } from "./state";

// Page 1 vs page DEEP_PAGE (README.md, Performance): a deep page reached by cursor must cost about what the
// first page costs, nationally and within a city; by offset it is shown beside, as the reason cursors exist.
// Moved out of run.ts to keep that file short. Page 10,000 of 8 is motion 80,000: within 100,000 motions, and the same figure at any size.

export const DEEP_PAGE = 10_000;
const BUDGET = 1.2;
type DeepList = { name: string; sort: string; filter: string; page: number };
// The deep lists: every sort, plus a sort within one status (the status filter; open is 86% of motions), and
// two sorts within the capital (nation-seed.ts), whose page 10,000 exists from 1,000,000 motions on; with
// fewer, its deepest whole page short of the last fifth of its motions stands in.
const deepLists = (capital: BenchCity): DeepList[] => {
  const cityPage = Math.min(DEEP_PAGE, Math.floor((capital.motions * 0.8) / 8));
  const inCapital = `&jurisdiction=${capital.slug}`;
  return [
    ...["A.I", "Votes", "Latest", "Answered", "Trending"].map((sort) => ({ name: sort, sort, filter: "", page: DEEP_PAGE })),
    { name: "A.I, status=open", sort: "A.I", filter: "&status=open", page: DEEP_PAGE },
    ...["A.I", "Trending"].map((sort) => ({ name: `${sort} in a city of ${capital.motions.toLocaleString("en")} motions`, sort, filter: inCapital, page: cityPage })),
  ];
};

export async function deepPageFigures(origin: string, seconds: number, capital: BenchCity): Promise<{ rows: Row[]; raw: Record<string, unknown>; problems: string[] }> {
  const lists = deepLists(capital);
  console.log(`- page 1 vs page ${DEEP_PAGE}: cursors taken from page ${DEEP_PAGE - 1} by offset, then 1 connection cycling through all ${lists.length * 3} URLs`);
  const walkStarted = performance.now();
  const cursors = await Promise.all(lists.map((l) => cursorForPage(origin, l.sort, l.page, l.filter)));
  const cursorWalkSeconds = Math.round((performance.now() - walkStarted) / 100) / 10;
  const deep: Record<string, string> = {};
  lists.forEach((l, i) => {
    deep[`${l.name} page 1`] = listUrl(origin, l.sort, l.filter);
    deep[`${l.name} cursor`] = listUrl(origin, l.sort, `${l.filter}&cursor=${cursors[i]}`);
    deep[`${l.name} offset`] = listUrl(origin, l.sort, `${l.filter}&page=${l.page}`);
  });
  await warmUp(Object.values(deep));
  const { byTarget, failures } = await measureInterleaved(deep, { connections: 1, seconds });
  const rows: Row[] = [];
  for (const { name, page } of lists) {
    const [first, cursor, offset] = ["page 1", "cursor", "offset"].map((k) => byTarget[`${name} ${k}`]!);
    const byCursor = cursor!.p50 / first!.p50;
    const p = `p50 ${ms(first!.p50)} → `;
    rows.push({ figure: `${name}: page ${page.toLocaleString("en")} by cursor ÷ page 1, p50 latency`, measured: `${ratio(byCursor)} (${p}${ms(cursor!.p50)})`, budget: `≤ ${BUDGET}`, met: byCursor <= BUDGET });
    rows.push({ figure: `${name}: page=${page} by offset ÷ page 1, p50 latency`, measured: `${ratio(offset!.p50 / first!.p50)} (${p}${ms(offset!.p50)})`, budget: "— (why cursors exist)", met: null });
  }
  return { rows, raw: { cursorWalkSeconds, deepPages: byTarget }, problems: failures ? [`deep pages: ${failures} failed requests`] : [] };
}
