import { index, type SQLiteColumn } from "drizzle-orm/sqlite-core";

// The motions' list indexes: one per sort, each ending in the id so every order is total, and repeated for
// every scope a list filters by (a page, a status, a page and a status, a city, a region). A list then reads
// the one index of its scope and sort in order and stops at the page's end (README.md, "A million motions").

type SortKeyColumns = Record<"aiRank" | "netVotes" | "upCount" | "createdAt" | "answeredRank" | "trendKey" | "id", SQLiteColumn>;
type ListSortName = "ai" | "votes" | "latest" | "answered" | "trend";

const KEYS: Record<ListSortName, (t: SortKeyColumns) => SQLiteColumn[]> = {
  ai: (t) => [t.aiRank],
  votes: (t) => [t.netVotes, t.upCount],
  latest: (t) => [t.createdAt],
  answered: (t) => [t.answeredRank],
  trend: (t) => [t.trendKey],
};

/** `motions_<scope>_<sort>_idx` on (scope columns…, sort key…, id) for each sort. */
export const sortIndexes = (t: SortKeyColumns, scope: string, scopeColumns: SQLiteColumn[], sorts: ListSortName[]) =>
  sorts.map((sort) => {
    const [first, ...rest] = [...scopeColumns, ...KEYS[sort](t), t.id];
    return index(`motions_${scope ? `${scope}_` : ""}${sort}_idx`).on(first!, ...rest);
  });
