import { measureInterleaved, warmUp } from "./measure";
import { ms, ratio, type Row } from "./report";
import type { BenchCity, SearchWords } from "./state";

// Search (README.md, "Search" and "Performance"): motion searches for a word in many motions and for one in
// a handful, by relevance and by votes, against a list page; and the duplicate suggestions of the Submit
// Motion dialog on the busiest page. All as a signed-in member: anonymous searches are limited to 60 a
// minute per address, and the list page is read the same way, so both sides pay the same member lookup.

const SEARCH_BUDGET = 3;
const SIMILAR_BUDGET_MS = 50;
/** A motion as a member would start typing it (150 characters), for GET /api/idea/similar. */
const SIMILAR_TEXT = "Add protected bike lanes on Maple Street so children can ride to school without mixing with buses, and fix the broken street lights along the way.";

type Page = { motions: { _id: string }[] };

const check = async (url: string, headers: Record<string, string>, minimum: number) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const found = ((await res.json()) as Page).motions.length;
  if (found < minimum) throw new Error(`GET ${url} found ${found} motions, expected at least ${minimum}`);
};

type Cities = { capital: BenchCity; typical: BenchCity };

/** Searches within a city (README.md, "Search"), each against that city's own list page. */
const citySearches = (origin: string, words: SearchWords, cities: Cities) => {
  const searches: Record<string, { url: string; minimum: number; base: string; matches: number }> = {};
  for (const [label, city] of [["the capital", cities.capital], ["a typical city", cities.typical]] as const) {
    const search = (word: string, extra = "") => `${origin}/api/idea?q=${encodeURIComponent(word)}&limit=8&jurisdiction=${city.slug}${extra}`;
    const where = `in ${label} (${city.motions.toLocaleString("en")} motions)`;
    const { common, rare } = words;
    searches[`"${common.word}" ${where}, relevance`] = { url: search(common.word), minimum: 1, base: city.slug, matches: city.words.common };
    searches[`"${common.word}" ${where}, sort=Votes`] = { url: search(common.word, "&sort=Votes"), minimum: 1, base: city.slug, matches: city.words.common };
    if (city.words.rare) searches[`"${rare.word}" ${where}, relevance`] = { url: search(rare.word), minimum: 1, base: city.slug, matches: city.words.rare };
  }
  return searches;
};

export async function searchFigures(origin: string, opts: { token: string; pageId: string; words: SearchWords; cities: Cities; seconds: number }) {
  const headers = { Authorization: `Bearer ${opts.token}` };
  const { common, rare } = opts.words;
  const search = (word: string, extra = "") => `${origin}/api/idea?q=${encodeURIComponent(word)}&limit=8${extra}`;
  const found = (matches: number) => `${matches.toLocaleString("en")} motions`;
  const searches: Record<string, { url: string; minimum: number; base?: string; matches?: number }> = {
    [`"${common.word}", relevance`]: { url: search(common.word), minimum: 8, matches: common.matches },
    [`"${common.word}", sort=Votes`]: { url: search(common.word, "&sort=Votes"), minimum: 8, matches: common.matches },
    [`"${rare.word}", relevance`]: { url: search(rare.word), minimum: 1, matches: rare.matches },
    [`"${rare.word}", sort=Votes`]: { url: search(rare.word, "&sort=Votes"), minimum: 1, matches: rare.matches },
    [`"${common.word}" on the busiest page, relevance`]: { url: `${origin}/api/idea/entityidea?entity=${opts.pageId}&q=${common.word}&limit=8`, minimum: 8 },
    ...citySearches(origin, opts.words, opts.cities),
  };
  const list = `${origin}/api/idea?sort=A.I&limit=8`;
  const cityLists = Object.fromEntries(Object.values(opts.cities).map((c) => [`list ${c.slug}`, `${list}&jurisdiction=${c.slug}`]));
  const similar = `${origin}/api/idea/similar?entity=${opts.pageId}&text=${encodeURIComponent(SIMILAR_TEXT)}`;
  for (const { url, minimum } of Object.values(searches)) await check(url, headers, minimum);
  const suggested = await fetch(similar, { headers }).then((r) => (r.ok ? (r.json() as Promise<Page>) : Promise.reject(new Error(`GET ${similar} answered ${r.status}`))));

  const targets: Record<string, string> = { list, similar, ...cityLists, ...Object.fromEntries(Object.entries(searches).map(([name, s]) => [name, s.url])) };
  console.log(`- search: ${Object.keys(searches).length} searches, the duplicate suggestions and ${1 + Object.keys(cityLists).length} list pages, as a member, 1 connection cycling through them`);
  await warmUp(Object.values(targets), headers);
  const { byTarget, failures } = await measureInterleaved(targets, { connections: 1, seconds: opts.seconds, headers });
  const rows: Row[] = [];
  for (const [name, s] of Object.entries(searches)) {
    const r = byTarget[name]!;
    // Like with like: a search's p50 against the list page's p50, its p95 against the list page's p95; a
    // search within a city against that city's list page.
    const base = byTarget[s.base ? `list ${s.base}` : "list"]!;
    const [p50, p95] = [r.p50 / base.p50, r.p95 / base.p95];
    const measured = `${ratio(p50)} / ${ratio(p95)} (p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; list p50 ${ms(base.p50)}, p95 ${ms(base.p95)})`;
    const where = s.matches === undefined ? "" : ` (${found(s.matches)} found)`;
    const figure = `search ${name}${where}: p50 / p95 ÷ ${s.base ? "the city's list page" : "list page"} p50 / p95`;
    rows.push({ figure, measured, budget: `≤ ${SEARCH_BUDGET} (both)`, met: p50 <= SEARCH_BUDGET && p95 <= SEARCH_BUDGET });
  }
  const s = byTarget.similar!;
  const measured = `${ms(s.p50)} (p95 ${ms(s.p95)}; ${suggested.motions.length} suggested)`;
  rows.push({ figure: `duplicate suggestions on the busiest page, ${SIMILAR_TEXT.length}-character text, p50`, measured, budget: `≤ ${SIMILAR_BUDGET_MS} ms`, met: s.p50 <= SIMILAR_BUDGET_MS });
  return { rows, raw: { search: byTarget }, problems: failures ? [`search: ${failures} failed requests`] : [] };
}
