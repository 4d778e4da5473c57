import { digestOf, type TableDigest } from "./checksum";
import { MOVED_TABLES } from "./tables";

// Step 3 of a move (README.md, "Moving a jurisdiction"): the copy is trusted only if, table by table, the
// subtree's rows on both sides have the same count and the same checksum of their logical content, the
// target's search index holds every moved page and motion, and the target's site totals still equal its rows.

export interface VerifyReport {
  ok: boolean;
  tables: Record<string, { source: TableDigest; target: TableDigest; equal: boolean }>;
  /** On the target: indexed documents against rows, and FTS5's integrity-check of each index (D1 refuses the variant that also reads the content table). */
  search: { motions: { rows: number; indexed: number }; pages: { rows: number; indexed: number }; integrity: string };
  /** The target's site_counters against what its rows say (migration 0004's triggers keep them). */
  counters: { stored: Record<string, number>; counted: Record<string, number>; equal: boolean };
}

const PAGES = "(select id from entities where jurisdiction_id in (select value from json_each(?1)))";

const SEARCH = `select
  (select count(*) from motions where entity_id in ${PAGES}) as motions,
  (select count(*) from motions_fts_docsize where id in (select rowid from motions where entity_id in ${PAGES})) as motions_indexed,
  (select count(*) from entities where id in ${PAGES}) as pages,
  (select count(*) from entities_fts_docsize where id in (select rowid from entities where id in ${PAGES})) as pages_indexed`;

const COUNTED = `select (select count(*) from entities) as pages,
  (select count(*) from motions where moderation_state in ('published', 'review')) as motions,
  (select coalesce(sum(up_count + down_count), 0) from motions where moderation_state in ('published', 'review')) as votes`;

const integrityOf = async (db: D1Database) => {
  try {
    await db.batch(["motions_fts", "entities_fts"].map((fts) => db.prepare(`insert into ${fts} (${fts}) values ('integrity-check')`)));
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** Compares the subtree (`subtreeJson`) on `source` and `target`; `ok` only when everything matches. */
export const verifySubtree = async (source: D1Database, target: D1Database, subtreeJson: string): Promise<VerifyReport> => {
  const tables: VerifyReport["tables"] = {};
  for (const { table, verified } of MOVED_TABLES) {
    if (!verified) continue;
    const [from, to] = await Promise.all([digestOf(source, table, subtreeJson), digestOf(target, table, subtreeJson)]);
    tables[table.name] = { source: from, target: to, equal: from.rows === to.rows && from.checksum === to.checksum };
  }
  const s = (await target.prepare(SEARCH).bind(subtreeJson).first<Record<string, number>>())!;
  const search = {
    motions: { rows: s.motions!, indexed: s.motions_indexed! },
    pages: { rows: s.pages!, indexed: s.pages_indexed! },
    integrity: await integrityOf(target),
  };
  const stored = (await target.prepare("select pages, motions, votes from site_counters where id = 1").first<Record<string, number>>())!;
  const counted = (await target.prepare(COUNTED).first<Record<string, number>>())!;
  const counters = { stored, counted, equal: ["pages", "motions", "votes"].every((k) => stored[k] === counted[k]) };
  const searchOk = search.integrity === "ok" && search.motions.rows === search.motions.indexed && search.pages.rows === search.pages.indexed;
  return { ok: Object.values(tables).every((t) => t.equal) && searchOk && counters.equal, tables, search, counters };
};
