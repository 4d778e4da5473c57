import { sql } from "drizzle-orm";
import { drizzleOver, getDb, getDbNamed, type Db, type RequestScope } from "../db/client";
import { databaseNamed, PLACED_DATABASE, placedName, type DatabaseName } from "../db/placement";
import { motions } from "../db/schema";
import { errorMessage, logEvent } from "../shared/log";
import { copyStatements, removeStatement, sourceRows } from "./copy";

// The write-through of the national catalogue (README.md, "National catalogues"): after a rare write a user
// expects to see at once in national lists (a submission, its score, an official answer or merge, a moderation
// decision, a deletion), its caller copies the motions it changed. A motion no longer public, or no longer
// there, leaves the catalogue. The motion's own write has happened already and stands: a failed copy is only
// logged, and the minute's refresh (refresh.ts) repairs it from motions.changed_at.
//
// Each motion is read on its own database (README.md, "Databases", routing by placement): one directory read
// finds the databases of all of them (motion_homes), then one read a database, and one directory batch writes.

/** Where the write-through reads and writes: a request (its sessions) or, outside one, the bindings (primaries). */
export type CatalogueScope = RequestScope | Env;

// The database of every motion of a JSON list the directory indexes (record-placement.ts, one query for all).
const HOMES = `select h.motion_id as id, ${PLACED_DATABASE} as database from motion_homes h
  join entities e on e.id = h.page_id join jurisdictions j on j.id = e.jurisdiction_id
  where h.motion_id in (select value from json_each(?1))`;

// A motion the directory no longer indexes (its page was deleted with it) has no copy left on any database.
const REMOVE_UNINDEXED = "DELETE FROM motion_catalogue WHERE id IN (SELECT value FROM json_each(?1))";

const isRequest = (scope: CatalogueScope): scope is RequestScope => "var" in scope && "env" in scope;

/** The wanted ids grouped by their database; the ids the directory does not index, apart. */
async function homesOf(directory: Db, wanted: string[]) {
  const { results } = await directory.$client.prepare(HOMES).bind(JSON.stringify(wanted)).all<{ id: string; database: string | null }>();
  const byDatabase = new Map<DatabaseName, string[]>();
  for (const row of results) {
    const name = placedName(row.database, `motion ${row.id}`);
    byDatabase.set(name, [...(byDatabase.get(name) ?? []), row.id]);
  }
  const indexed = new Set(results.map((r) => r.id));
  return { byDatabase, unindexed: wanted.filter((id) => !indexed.has(id)) };
}

/** The statements that bring the catalogue up to motions `ids` as database `name` has them now. */
async function statementsFor(directory: Db, source: Db, name: DatabaseName, ids: string[]) {
  // One JSON parameter, however many: an account deletion names all its author's motions (D1 binds at most 100).
  const rows = await sourceRows(source, sql`${motions.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`, ids.length);
  const found = new Set(rows.map((r) => r.motion.id));
  const gone = ids.filter((id) => !found.has(id));
  return [...copyStatements(directory.$client, rows, name), ...(gone.length ? [removeStatement(directory.$client, gone, name)] : [])];
}

/**
 * Copies the motions `ids`, each from its own database, to the catalogue on the directory. In a request pass
 * its context (`c`): the reads and the write use the request's sessions; outside one pass `env`.
 */
export async function writeThrough(scope: CatalogueScope, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return;
  const directory = getDb(scope);
  const databaseOf = (name: DatabaseName): Db => (isRequest(scope) ? getDbNamed(scope, name) : drizzleOver(databaseNamed(scope, name)));
  try {
    const { byDatabase, unindexed } = await homesOf(directory, wanted);
    const reads = [...byDatabase].map(([name, of]) => ({ name, of, source: databaseOf(name) }));
    const statements = (await Promise.all(reads.map(({ name, of, source }) => statementsFor(directory, source, name, of)))).flat();
    if (unindexed.length) statements.push(directory.$client.prepare(REMOVE_UNINDEXED).bind(JSON.stringify(unindexed)));
    if (statements.length) await directory.$client.batch(statements);
  } catch (err) {
    logEvent("warn", { event: "catalogue-write-through-failed", motions: wanted, error: errorMessage(err) });
  }
}
