import { jsonChunks, pagesOf, PAGE_ROWS } from "./pages";
import { MOVED_TABLES } from "./tables";

// Step 2 of a move (README.md, "Moving a jurisdiction"): the subtree's rows from the database it is on to the
// target, a page at a time, each page one D1 batch of at most a few statements (their JSON under 256 KB each),
// so no batch comes near D1's limits however big the city. Every insert leaves a row that is already there
// alone, so a copy cut off anywhere is finished by running it again, without a row twice.

export interface CopyOptions {
  /** Rows a page reads and a batch writes (default 100). */
  pageRows?: number;
  /** A fault for tests and drills: throw, as a crash would, once this many batches are written. */
  failAfterBatches?: number;
  /** Told after each batch written: the command shows an operator how far a long copy is. */
  onBatch?: (table: string, batches: number) => void;
}

/** The copy stopped on purpose (CopyOptions.failAfterBatches) after `batches` batches. */
export class CopyInterrupted extends Error {
  constructor(readonly batches: number) {
    super(`The copy stopped after ${batches} batches (an injected fault)`);
    this.name = "CopyInterrupted";
  }
}

/** Copies every moved table's rows of the subtree (`subtreeJson`, its ids) from `from` to `to`; returns the batches written. */
export const copySubtree = async (from: D1Database, to: D1Database, subtreeJson: string, options: CopyOptions = {}) => {
  let batches = 0;
  for (const { table } of MOVED_TABLES) {
    for await (const page of pagesOf(from, table, subtreeJson, options.pageRows ?? PAGE_ROWS)) {
      if (options.failAfterBatches !== undefined && batches >= options.failAfterBatches) throw new CopyInterrupted(batches);
      await to.batch(jsonChunks(page).map((json) => to.prepare(table.insert).bind(json)));
      batches++;
      options.onBatch?.(table.name, batches);
    }
  }
  return batches;
};

/**
 * Deletes the subtree's rows from `db`, children first, a chunk a statement: the old copy after a flip
 * (cleanup), or what a failed earlier move left on a target before a new copy. Jurisdiction rows and member
 * cards stay (other jurisdictions share them); the subtree's follower totals go to 0 with its follows, except
 * on the directory, whose rows the jurisdictions' homes read (README.md, "Routing by placement").
 */
export const removeSubtree = async (db: D1Database, subtreeJson: string, options: { directory?: boolean } = {}) => {
  for (const { table } of [...MOVED_TABLES].reverse()) {
    if (!table.remove) continue;
    for (;;) {
      const { meta } = await db.prepare(table.remove).bind(subtreeJson).run();
      if (meta.changes === 0) break;
    }
  }
  if (!options.directory) await db.prepare("update jurisdictions set follower_count = 0 where id in (select value from json_each(?1))").bind(subtreeJson).run();
};
