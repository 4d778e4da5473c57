import { sql } from "drizzle-orm";
import { catalogueRemovals, catalogueWatermarks } from "../db/catalogue-schema";
import { drizzleOver, type Db } from "../db/client";
import { directory, everyDatabase, type Databases, type DatabaseName } from "../db/placement";
import { motions } from "../db/schema";
import { copyStatements, removeStatement, sourceRows } from "./copy";

// The minute's refresh of the national catalogue (README.md, "National catalogues"): counts and trend keys
// change with every vote and are not written through (the directory must not take the nation's vote rate), so
// every minute this walks every database and copies the motions changed since its watermark, in
// (changed_at, rowid) order, a bounded batch at a time, each batch and its new watermark in one directory batch.
// Copies are idempotent (an older copy never overwrites a newer one), so a repeated or overlapping run is harmless.

/** Motions read from a database per round. */
const REFRESH_BATCH = 500;
/**
 * Each run starts a second before its watermark and copies that second again (copies are idempotent): two
 * writes stamped in the same ms, or a clock a little behind, may land after a run read past their stamp.
 */
const LOOKBACK_MS = 1_000;
/** A run stops starting rounds after this, well within the minute, and the next run goes on from its watermarks. */
const BUDGET_MS = 40_000;

type Watermark = { changedAt: number; rowid: number };
const START: Watermark = { changedAt: -1, rowid: -1 };

const readWatermarks = async (dir: Db) => {
  const rows = await dir.select().from(catalogueWatermarks);
  return new Map(rows.map((r) => [r.database, { changedAt: r.changedAt, rowid: r.rowid, caughtUpAt: r.caughtUpAt }]));
};

// Never backwards: of two overlapping runs, the one further ahead keeps its place.
const SAVE_WATERMARK = `INSERT INTO catalogue_watermarks (database, changed_at, source_rowid, refreshed_at)
  VALUES (?1, ?2, ?3, CAST(unixepoch('subsec') * 1000 AS INTEGER))
  ON CONFLICT (database) DO UPDATE SET changed_at = excluded.changed_at, source_rowid = excluded.source_rowid, refreshed_at = excluded.refreshed_at
  WHERE (excluded.changed_at, excluded.source_rowid) > (catalogue_watermarks.changed_at, catalogue_watermarks.source_rowid)`;

const saveWatermark = (dir: Db, database: DatabaseName, at: Watermark) => dir.$client.prepare(SAVE_WATERMARK).bind(database, at.changedAt, at.rowid);

// The first run to reach a database's end marks it (a database with no motion yet gets its row here).
const CAUGHT_UP = `INSERT INTO catalogue_watermarks (database, changed_at, source_rowid, refreshed_at, caught_up_at)
  VALUES (?1, -1, -1, CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER))
  ON CONFLICT (database) DO UPDATE SET caught_up_at = coalesce(catalogue_watermarks.caught_up_at, excluded.caught_up_at)`;

/** One round on one database: up to REFRESH_BATCH changed motions copied, the watermark moved past them. */
async function copyRound(dir: Db, source: Db, database: DatabaseName, from: Watermark, batch: number) {
  const after = sql`(${motions.changedAt}, ${motions}.rowid) > (${from.changedAt}, ${from.rowid})`;
  const rows = await sourceRows(source, after, batch);
  const last = rows.at(-1);
  if (!last) return { copied: 0, next: from };
  const next = { changedAt: last.at ?? 0, rowid: last.rowid };
  await dir.$client.batch([...copyStatements(dir.$client, rows, database), saveWatermark(dir, database, next)]);
  return { copied: rows.length, next };
}

/** The copies of motions deleted on `source` go, then their removal marks. */
async function applyRemovals(dir: Db, source: Db, database: DatabaseName) {
  const marked = await source.select({ id: catalogueRemovals.motionId }).from(catalogueRemovals).limit(REFRESH_BATCH);
  if (!marked.length) return 0;
  const ids = marked.map((m) => m.id);
  await removeStatement(dir.$client, ids, database).run();
  await source.delete(catalogueRemovals).where(sql`${catalogueRemovals.motionId} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return ids.length;
}

/** Brings the catalogue up to every database's changed motions; what it did and how long it took. */
export async function refreshCatalogue(env: Databases, started = Date.now(), batch = REFRESH_BATCH) {
  const dir = drizzleOver(directory(env));
  const watermarks = await readWatermarks(dir);
  let copied = 0;
  let removed = 0;
  let complete = true;
  for (const { name, db } of everyDatabase(env)) {
    const source = drizzleOver(db);
    const mark = watermarks.get(name);
    let at = mark ? { changedAt: mark.changedAt - LOOKBACK_MS, rowid: -1 } : START;
    for (;;) {
      if (Date.now() - started > BUDGET_MS) complete = false;
      if (!complete) break;
      const round = await copyRound(dir, source, name, at, batch);
      copied += round.copied;
      at = round.next;
      if (round.copied < batch) break;
    }
    if (!complete) continue;
    if (!mark?.caughtUpAt) await dir.$client.prepare(CAUGHT_UP).bind(name).run();
    removed += await applyRemovals(dir, source, name);
  }
  return { copied, removed, complete, ms: Date.now() - started };
}
