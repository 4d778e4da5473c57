import { measureInterleaved, warmUp } from "./measure";
import { ms, ratio, type Row } from "./report";
import { cursorForPage, listUrl } from "./scenarios";

// Page 1 vs page DEEP_PAGE (README.md, Performance): a deep page reached by cursor must cost about what the
// first page costs; by offset it is shown beside, as the reason cursors exist. Moved out of run.ts to keep
// that file short. Page 10,000 of 8 is motion 80,000: within 100,000 motions, and the same figure at any size.

export const DEEP_PAGE = 10_000;
const BUDGET = 1.2;
// The deep lists: every sort, plus a sort within one status (the status filter; open is 86% of motions).
const DEEP_LISTS = [
  ...["A.I", "Votes", "Latest", "Answered"].map((sort) => ({ name: sort, sort, filter: "" })),
  { name: "A.I, status=open", sort: "A.I", filter: "&status=open" },
];

export async function deepPageFigures(origin: string, seconds: number): Promise<{ rows: Row[]; raw: Record<string, unknown>; problems: string[] }> {
  console.log(`- page 1 vs page ${DEEP_PAGE}: cursors taken from page ${DEEP_PAGE - 1} by offset, then 1 connection cycling through all ${DEEP_LISTS.length * 3} URLs`);
  const walkStarted = performance.now();
  const cursors = await Promise.all(DEEP_LISTS.map((l) => cursorForPage(origin, l.sort, DEEP_PAGE, l.filter)));
  const cursorWalkSeconds = Math.round((performance.now() - walkStarted) / 100) / 10;
  const deep: Record<string, string> = {};
  DEEP_LISTS.forEach((l, i) => {
    deep[`${l.name} page 1`] = listUrl(origin, l.sort, l.filter);
    deep[`${l.name} cursor`] = listUrl(origin, l.sort, `${l.filter}&cursor=${cursors[i]}`);
    deep[`${l.name} offset`] = listUrl(origin, l.sort, `${l.filter}&page=${DEEP_PAGE}`);
  });
  await warmUp(Object.values(deep));
  const { byTarget, failures } = await measureInterleaved(deep, { connections: 1, seconds });
  const rows: Row[] = [];
  for (const { name } of DEEP_LISTS) {
    const [first, cursor, offset] = ["page 1", "cursor", "offset"].map((k) => byTarget[`${name} ${k}`]!);
    const byCursor = cursor!.p50 / first!.p50;
    const p = `p50 ${ms(first!.p50)} → `;
    rows.push({ figure: `${name}: page ${DEEP_PAGE} by cursor ÷ page 1, p50 latency`, measured: `${ratio(byCursor)} (${p}${ms(cursor!.p50)})`, budget: `≤ ${BUDGET}`, met: byCursor <= BUDGET });
    rows.push({ figure: `${name}: page=${DEEP_PAGE} by offset ÷ page 1, p50 latency`, measured: `${ratio(offset!.p50 / first!.p50)} (${p}${ms(offset!.p50)})`, budget: "— (why cursors exist)", met: null });
  }
  return { rows, raw: { cursorWalkSeconds, deepPages: byTarget }, problems: failures ? [`deep pages: ${failures} failed requests`] : [] };
}
