import { drizzleOver, type Db } from "./client";
import { databaseNamed, DIRECTORY, PLACED_DATABASE, placedName, type DatabaseName, type Databases } from "./placement";

// Where a request's record lives (README.md, "Databases", routing by placement): a jurisdiction, a page or a
// motion, each found on the directory with one statement. The directory keeps every jurisdiction, every page's
// row (entities: national page lists and slug lookups read it) and, for every motion, its page (motion_homes,
// migration 0031); the jurisdiction's placement (placement.ts) then names the database. The same statement says
// whether a move of the jurisdiction or an ancestor is copying or verifying, when writes to it wait.

export type RecordKind = "jurisdiction" | "page" | "motion";

/** Where a record lives: its jurisdiction, that jurisdiction's database, and whether a move holds its writes. */
export type RecordPlace = { jurisdictionId: string; database: DatabaseName; moving: boolean };

const FROM: Record<RecordKind, string> = {
  jurisdiction: "jurisdictions j where j.id = ?1",
  page: "entities e join jurisdictions j on j.id = e.jurisdiction_id where e.id = ?1",
  motion: `motion_homes h join entities e on e.id = h.page_id join jurisdictions j on j.id = e.jurisdiction_id
    where h.motion_id = ?1`,
};

const MOVING = `exists (select 1 from jurisdiction_moves mv where mv.state in ('copying', 'verified')
    and instr(j.path, '/' || mv.jurisdiction_id || '/') > 0)`;

const SQL = Object.fromEntries(
  Object.entries(FROM).map(([kind, from]) => [kind, `select j.id as jurisdictionId, ${PLACED_DATABASE} as database, ${MOVING} as moving from ${from}`]),
) as Record<RecordKind, string>;

/**
 * Where the record `id` of this kind lives, read on `directory` (a request's session of it, so the read keeps
 * the request's consistency); null when the directory knows no such record (the caller's 404).
 */
export async function placeOf(directory: D1Database | D1DatabaseSession, kind: RecordKind, id: string): Promise<RecordPlace | null> {
  const row = await directory.prepare(SQL[kind]).bind(id).first<{ jurisdictionId: string; database: string | null; moving: number }>();
  if (!row) return null;
  return { jurisdictionId: row.jurisdictionId, database: placedName(row.database, `${kind} ${id}`), moving: row.moving === 1 };
}

/** Indexes a motion written to a database other than the directory, on the directory, before that insert. */
export async function indexMotion(directory: D1Database | D1DatabaseSession, motionId: string, pageId: string) {
  await directory.prepare("insert or ignore into motion_homes (motion_id, page_id) values (?1, ?2)").bind(motionId, pageId).run();
}

/**
 * The drizzle client of the database holding a record, outside a request's sessions (a page's head, a share
 * card): `on` itself when that is the directory, which `on` reads; null when no database has the record.
 */
export async function dbOfRecord(on: Db, env: Databases, kind: RecordKind, id: string): Promise<Db | null> {
  const place = await placeOf(on.$client, kind, id);
  if (!place) return null;
  return place.database === DIRECTORY ? on : drizzleOver(databaseNamed(env, place.database));
}

// The databases holding any of a jurisdiction's subtree: its own placement and those of placed descendants.
const UNDER_SQL = `select ${PLACED_DATABASE} as database from jurisdictions j where j.id = ?1
  union select p.database from jurisdiction_placements p join jurisdictions d on d.id = p.jurisdiction_id
    join jurisdictions r on r.id = ?1 where instr(d.path, '/' || r.id || '/') > 0`;

/** The databases a jurisdiction's records are spread over, the directory's name for an unplaced part. */
export async function databasesUnder(directory: D1Database | D1DatabaseSession, jurisdictionId: string): Promise<DatabaseName[]> {
  const { results } = await directory.prepare(UNDER_SQL).bind(jurisdictionId).all<{ database: string | null }>();
  return [...new Set(results.map((r) => placedName(r.database, `jurisdiction ${jurisdictionId}`)))];
}
