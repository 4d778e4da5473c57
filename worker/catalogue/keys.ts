import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { MotionSort } from "../contract/limits";
import { motionCatalogue as c } from "../db/catalogue-schema";

// The national sorts on the catalogue's columns: the same keys, in the same order, as worker/motions/list-keys.ts
// reads them on the motions, so a cursor of one is a cursor of the other (list-keys.ts cursorPosition reads both).

type CatalogueRow = typeof c.$inferSelect;
type Key = { columns: SQLiteColumn[]; values: (r: Pick<CatalogueRow, "aiRank" | "netVotes" | "upCount" | "createdAt" | "answeredRank" | "trendKey" | "id">) => (number | string)[]; ascending?: true };

const latest: Key = { columns: [c.createdAt, c.id], values: (r) => [r.createdAt, r.id] };
export const catalogueKeys: Record<MotionSort | "Oldest", Key> = {
  "A.I": { columns: [c.aiRank, c.id], values: (r) => [r.aiRank, r.id] },
  Votes: { columns: [c.netVotes, c.upCount, c.id], values: (r) => [r.netVotes, r.upCount, r.id] },
  Latest: latest,
  Oldest: { ...latest, ascending: true },
  Answered: { columns: [c.answeredRank, c.id], values: (r) => [r.answeredRank, r.id] },
  Trending: { columns: [c.trendKey, c.id], values: (r) => [r.trendKey, r.id] },
};

/** The ORDER BY of a sort. */
export const orderOf = (key: Key) => key.columns.map((col) => (key.ascending ? asc(col) : desc(col)));

/** After the last row of the previous page, in the sort's own columns (one index range). */
export const afterPosition = (key: Key, after: (number | string)[]): SQL => {
  const cols = sql.join(key.columns.map((col) => sql`${col}`), sql`, `);
  const vals = sql.join(after.map((v) => sql`${v}`), sql`, `);
  return key.ascending ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
};
