import { directory, everyDatabase, DIRECTORY, type Databases } from "../db/placement";

// A jurisdiction's totals over the nation (README.md, "Databases", totals). Each database's triggers count
// the motions, votes and answered motions it holds on its own copy of the jurisdiction's row (a copy of a
// region or of the nation aggregates all it holds below them), so the directory's row counts the directory's
// own. Every minute this adds to the directory's row what each other database's copy counted since last time,
// and records what it added: the directory's totals are then the nation's, a minute late at most.
//
// Safe to run twice at once: each jurisdiction's addition is made only if the record still says what this run
// read (the record's update runs first, and the addition only when it changed a row), in one batch.

const COUNTS = ["motion_count", "vote_count", "answered_count"] as const;
type Counts = Record<(typeof COUNTS)[number], number>;
type Row = Counts & { id: string };

const RECORD = `insert into jurisdiction_shard_totals (jurisdiction_id, database, ${COUNTS.join(", ")}) values (?1, ?2, ?3, ?4, ?5)
  on conflict (jurisdiction_id, database) do update set ${COUNTS.map((c, i) => `${c} = ?${i + 3}`).join(", ")}
  where ${COUNTS.map((c, i) => `${c} = ?${i + 6}`).join(" and ")}`;
const ADD = `update jurisdictions set ${COUNTS.map((c, i) => `${c} = ${c} + ?${i + 2}`).join(", ")} where id = ?1 and changes() = 1`;

const read = async (db: D1Database, sql: string, ...args: unknown[]) => (await db.prepare(sql).bind(...args).all<Row>()).results;

/** Adds each other database's new counts to the directory's rows; answers how many rows changed. */
export async function refreshShardTotals(env: Databases): Promise<number> {
  const dir = directory(env);
  let changed = 0;
  for (const { name, db } of everyDatabase(env).filter((d) => d.name !== DIRECTORY)) {
    const [counted, recorded] = await Promise.all([
      read(db, `select id, ${COUNTS.join(", ")} from jurisdictions`),
      read(dir, `select jurisdiction_id as id, ${COUNTS.join(", ")} from jurisdiction_shard_totals where database = ?1`, name),
    ]);
    const before = new Map(recorded.map((r) => [r.id, r]));
    const zero: Row = { id: "", motion_count: 0, vote_count: 0, answered_count: 0 };
    const moved = counted.filter((row) => COUNTS.some((c) => row[c] !== (before.get(row.id) ?? zero)[c]));
    if (!moved.length) continue;
    const statements = moved.flatMap((row) => {
      const was = before.get(row.id) ?? zero;
      // A first record is an insert; a later one must still find what this run read (insert or ignore otherwise).
      const record = before.has(row.id)
        ? dir.prepare(RECORD).bind(row.id, name, ...COUNTS.map((c) => row[c]), ...COUNTS.map((c) => was[c]))
        : dir.prepare(RECORD.replace(/on conflict[\s\S]*$/, "on conflict do nothing")).bind(row.id, name, ...COUNTS.map((c) => row[c]));
      return [record, dir.prepare(ADD).bind(row.id, ...COUNTS.map((c) => row[c] - was[c]))];
    });
    await dir.batch(statements);
    changed += moved.length;
  }
  return changed;
}
