import { pagesOf } from "./pages";
import type { MovedTable } from "./tables";

// A table's share of a subtree summed up on one database: its row count and a checksum of the rows' logical
// content. The checksum adds up a 53-bit hash of each row's chosen columns (cyrb53, two 32-bit lanes), so it
// does not depend on the order rows come in (the two databases number them differently) and a row counted
// twice or changed in any chosen column changes it. Not cryptographic: it finds a copy's mistakes, not an
// adversary's.

export interface TableDigest {
  rows: number;
  checksum: string;
}

const cyrb53 = (text: string): [number, number] => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
};

const hex = (n: number) => n.toString(16).padStart(8, "0");

/** Count and checksum of `table`'s rows of the subtree on `db`. */
export const digestOf = async (db: D1Database, table: MovedTable, subtreeJson: string): Promise<TableDigest> => {
  let rows = 0;
  let low = 0;
  let high = 0;
  for await (const page of pagesOf(db, table, subtreeJson, 500)) {
    for (const row of page) {
      const [a, b] = cyrb53(JSON.stringify(table.checksum.map((column) => row[column] ?? null)));
      low = (low + a) >>> 0;
      high = (high + b) >>> 0;
      rows++;
    }
  }
  return { rows, checksum: `${hex(high)}${hex(low)}` };
};
