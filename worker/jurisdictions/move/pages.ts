import type { MovedTable } from "./tables";

// Reading a table's share of a subtree page by page, in its cursor's order: the copy writes each page as it
// comes, the verification folds each into a checksum, and neither holds a whole city in memory.

/** Rows a page reads and a copy batch writes, unless told otherwise. */
export const PAGE_ROWS = 100;

/** A statement's JSON parameter stays under this size, well below D1's limits on a batch (README.md, "Moving a jurisdiction"). */
const MAX_JSON_BYTES = 256_000;

type Row = Record<string, unknown>;

/** Each page of `table`'s rows of the subtree on `db`, in order. */
export async function* pagesOf(db: D1Database, table: MovedTable, subtreeJson: string, rows = PAGE_ROWS): AsyncGenerator<Row[]> {
  let cursor = table.start;
  for (;;) {
    const { results } = await db
      .prepare(table.read)
      .bind(subtreeJson, rows, ...cursor)
      .all<Row>();
    if (results.length > 0) yield results;
    if (results.length < rows) return;
    cursor = table.cursorOf(results.at(-1)!);
  }
}

/** A page cut into JSON parameters of at most MAX_JSON_BYTES each (a motion with its analysis is a few KB). */
export const jsonChunks = (rows: Row[]): string[] => {
  const chunks: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && bytes + json.length > MAX_JSON_BYTES) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      bytes = 0;
    }
    current.push(json);
    bytes += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
};
