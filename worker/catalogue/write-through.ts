import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { DIRECTORY, type DatabaseName } from "../db/placement";
import { motions } from "../db/schema";
import { errorMessage, logEvent } from "../shared/log";
import { copyStatements, removeStatement, sourceRows } from "./copy";

// The write-through of the national catalogue (README.md, "National catalogues"): after a rare write a user
// expects to see at once in national lists (a submission, its score, an official answer or merge, a moderation
// decision, a deletion), its caller copies the motions it changed. A motion no longer public, or no longer
// there, leaves the catalogue. The motion's own write has happened already and stands: a failed copy is only
// logged, and the minute's refresh (refresh.ts) repairs it from motions.changed_at.

/**
 * Copies the motions `ids` from where they live (`source`, the directory today, where every jurisdiction is
 * placed) to the catalogue on `directory` (the request's directory session, or the directory outside one).
 */
export async function writeThrough(directory: Db, ids: (string | null | undefined)[], source: { name: DatabaseName; db: Db } = { name: DIRECTORY, db: directory }) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return;
  try {
    // One JSON parameter, however many: an account deletion names all its author's motions (D1 binds at most 100).
    const rows = await sourceRows(source.db, sql`${motions.id} IN (SELECT value FROM json_each(${JSON.stringify(wanted)}))`, wanted.length);
    const found = new Set(rows.map((r) => r.motion.id));
    const gone = wanted.filter((id) => !found.has(id));
    const statements = [...copyStatements(directory.$client, rows, source.name), ...(gone.length ? [removeStatement(directory.$client, gone, source.name)] : [])];
    await directory.$client.batch(statements);
  } catch (err) {
    logEvent("warn", { event: "catalogue-write-through-failed", motions: wanted, error: errorMessage(err) });
  }
}
