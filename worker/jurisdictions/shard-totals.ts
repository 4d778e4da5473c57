import { directory, everyDatabase, DIRECTORY, type Databases } from "../db/placement";
import { staleCopies, type StaleCopy } from "./move/state";
import { refreshSiteShares } from "./site-shares";

// A jurisdiction's totals over the nation (README.md, "Databases", totals). Each database's triggers count
// the motions, votes and answered motions it holds on its own copy of the jurisdiction's row (a copy of a
// region or of the nation aggregates all it holds below them), so the directory's row counts the directory's
// own. Every minute this adds to the directory's row what each other database's copy counted since last time,
// and records what it added: the directory's totals are then the nation's, a minute late at most.
//
// A moved subtree is on two databases from its first copied row to its cleanup (README.md, "Moving a
// jurisdiction"), and only the one its placement names counts: the other's share of the subtree's root (and so
// of each ancestor) is taken off that database's figures — on the directory, recorded as a negative addition
// under its own name. Read at each refresh, the share shrinks as the cleanup deletes, so no minute counts twice.
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
const SUBTREE_ROOTS = `select id, ${COUNTS.join(", ")} from jurisdictions where id in (select value from json_each(?1))`;
// On the directory a row holds its own count plus what the records added to it: its own is the difference.
const OWN_ROOTS = `select j.id, ${COUNTS.map((c) => `j.${c} - coalesce((select sum(t.${c}) from jurisdiction_shard_totals t where t.jurisdiction_id = j.id), 0) as ${c}`).join(", ")}
  from jurisdictions j where j.id in (select value from json_each(?1))`;

const read = async <T = Row>(db: D1Database, sql: string, ...args: unknown[]) => (await db.prepare(sql).bind(...args).all<T>()).results;
const zero: Row = { id: "", motion_count: 0, vote_count: 0, answered_count: 0 };

/** What a database counts for the nation: its own rows (none for the directory, whose rows are the base) less its stale copies. */
async function countedOn(name: string, db: D1Database, stale: StaleCopy[]): Promise<Map<string, Row>> {
  const counted = new Map<string, Row>();
  if (name !== DIRECTORY) for (const row of await read(db, `select id, ${COUNTS.join(", ")} from jurisdictions`)) counted.set(row.id, row);
  if (!stale.length) return counted;
  const roots = new Map((await read(db, name === DIRECTORY ? OWN_ROOTS : SUBTREE_ROOTS, JSON.stringify(stale.map((s) => s.id)))).map((r) => [r.id, r]));
  for (const { id, path } of stale) {
    const share = roots.get(id);
    if (!share) continue;
    for (const above of path.split("/").filter(Boolean)) {
      const row = counted.get(above) ?? { ...zero, id: above };
      counted.set(above, { ...row, ...Object.fromEntries(COUNTS.map((c) => [c, row[c] - share[c]])) });
    }
  }
  return counted;
}

/** Adds each other database's new counts to the directory's rows, and refreshes the site's shares; answers how many rows changed. */
export async function refreshShardTotals(env: Databases): Promise<number> {
  const dir = directory(env);
  const stale = await staleCopies(dir);
  let changed = 0;
  await refreshSiteShares(everyDatabase(env), stale);
  for (const { name, db } of everyDatabase(env)) {
    const [counted, recorded] = await Promise.all([
      countedOn(name, db, stale.filter((s) => s.database === name)),
      read(dir, `select jurisdiction_id as id, ${COUNTS.join(", ")} from jurisdiction_shard_totals where database = ?1`, name),
    ]);
    const before = new Map(recorded.map((r) => [r.id, r]));
    // A row recorded before and counted no more (a stale copy cleaned up) goes back to zero.
    for (const id of before.keys()) if (!counted.has(id)) counted.set(id, { ...zero, id });
    const moved = [...counted.values()].filter((row) => COUNTS.some((c) => row[c] !== (before.get(row.id) ?? zero)[c]));
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
