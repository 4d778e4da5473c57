import { measureInterleaved, warmUp } from "./measure";
import { ms, ratio, type Row } from "./report";
import { startWorker } from "./server";
import { refreshUntilComplete, withProxy, type BenchCity, type SearchWords } from "./state";

// National catalogues (README.md, "National catalogues"): national lists read the directory's catalogue, kept
// by a minute's refresh. With the app stopped, the refresh runs here through a platform proxy on the bench's
// state (the same code the cron runs, each D1 call a hop to the proxy's workerd): the backfill ran before the run
// (state.ts); here 10,000 motions are marked changed and copied again, timed. Then the app is served and national
// Trending and a national search are read beside a city's list, as a member, one connection cycling through them.

const CHANGED = 10_000;
const TRENDING_OF_CITY = 1.5;
const SEARCH_OF_CITY = 3;

/** The catalogue's size on disk with its indexes and full-text index (SQLite's dbstat), when the runtime allows reading it. */
const catalogueBytes = async (db: D1Database) => {
  const row = await db
    .prepare("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name = 'motion_catalogue' OR name LIKE 'catalogue\\_%' ESCAPE '\\' OR name LIKE 'sqlite_autoindex_motion_catalogue%'")
    .first<{ bytes: number | null }>()
    .catch(() => null);
  if (row?.bytes) return { bytes: row.bytes, exact: true };
  // Without dbstat: the rows' own bytes, a lower bound (no indexes, no full-text index).
  const payload = await db.prepare("SELECT sum(length(card) + 2 * length(text) + length(jurisdiction_path) + 200) AS bytes FROM motion_catalogue").first<{ bytes: number }>();
  return { bytes: payload?.bytes ?? 0, exact: false };
};

const refreshTimes = () =>
  withProxy(async (db, env) => {
    // Marked changed the way a write marks it (a vote batch sets changed_at), all at once.
    await db.prepare(`UPDATE motions SET changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid IN (SELECT rowid FROM motions ORDER BY random() LIMIT ${CHANGED})`).run();
    const refresh = await refreshUntilComplete(env);
    const rows = await db.prepare("SELECT count(*) AS n FROM motion_catalogue").first<{ n: number }>();
    return { refresh, catalogued: rows?.n ?? 0, bytes: await catalogueBytes(db) };
  });

export async function nationalFigures(opts: { token: string; words: SearchWords; city: BenchCity; seconds: number; backfill: { ms: number; copied: number } }) {
  console.log(`- national catalogue: ${CHANGED.toLocaleString("en")} changed motions refreshed; national Trending and search beside a city's list`);
  const times = await refreshTimes();
  const worker = await startWorker();
  try {
    const headers = { Authorization: `Bearer ${opts.token}` };
    const { origin } = worker;
    const targets = {
      city: `${origin}/api/idea?sort=A.I&limit=8&jurisdiction=${opts.city.slug}`,
      trending: `${origin}/api/idea?sort=Trending&limit=8`,
      search: `${origin}/api/idea?q=${encodeURIComponent(opts.words.common.word)}&limit=8`,
    };
    await warmUp(Object.values(targets), headers);
    const { byTarget, failures } = await measureInterleaved(targets, { connections: 1, seconds: opts.seconds, headers });
    const [city, trending, search] = [byTarget.city!, byTarget.trending!, byTarget.search!];
    const against = (r: typeof city) => `${ratio(r.p50 / city.p50)} / ${ratio(r.p95 / city.p95)} (p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; city p50 ${ms(city.p50)}, p95 ${ms(city.p95)})`;
    const cityName = `a city's list (A.I, ${opts.city.motions.toLocaleString("en")} motions)`;
    const rows: Row[] = [
      { figure: `national Trending (catalogue) ÷ ${cityName}, latency p50 / p95`, measured: against(trending), budget: `≤ ${TRENDING_OF_CITY}`, met: trending.p50 / city.p50 <= TRENDING_OF_CITY },
      { figure: `national search "${opts.words.common.word}" (catalogue, relevance) ÷ ${cityName}, latency p50 / p95`, measured: against(search), budget: `≤ ${SEARCH_OF_CITY}`, met: search.p50 / city.p50 <= SEARCH_OF_CITY },
      { figure: `catalogue refresh before the run (the backfill of a fresh state; ${times.catalogued.toLocaleString("en")} motions catalogued)`, measured: `${(opts.backfill.ms / 1000).toFixed(1)} s (${opts.backfill.copied.toLocaleString("en")} copied)`, budget: "—", met: null },
      { figure: "catalogue on disk per million motions (rows, indexes, full-text index)", measured: `${((times.bytes.bytes / Math.max(times.catalogued, 1)) * 1e6 / 1e9).toFixed(2)} GB (${(times.bytes.bytes / 1e6).toFixed(0)} MB for ${times.catalogued.toLocaleString("en")}${times.bytes.exact ? "" : "; rows only, dbstat not readable"})`, budget: "—", met: null },
      { figure: `catalogue refresh of ${CHANGED.toLocaleString("en")} changed motions`, measured: `${(times.refresh.ms / 1000).toFixed(1)} s (${times.refresh.copied.toLocaleString("en")} copied)`, budget: "< 60 s", met: times.refresh.ms < 60_000 },
    ];
    return { rows, problems: failures ? [`national: ${failures} failed requests`] : [], raw: { national: byTarget, refresh: times } };
  } finally {
    await worker.stop();
  }
}
