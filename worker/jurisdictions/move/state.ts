import type { MOVE_STATES } from "../../db/jurisdiction-schema";

// The record of a move on the directory (`jurisdiction_moves`, README.md "Moving a jurisdiction"): one row per
// moved jurisdiction, its state advanced after each step and its report replaced with that step's findings.

export type MoveState = (typeof MOVE_STATES)[number];

export interface MoveRow {
  jurisdictionId: string;
  fromDatabase: string;
  toDatabase: string;
  state: MoveState;
  startedAt: number;
  updatedAt: number;
  report: string;
}

/** The states in which the subtree's data is being copied or checked: its writes wait, its reads stay where they were. */
const IN_PROGRESS = "('copying', 'verified')";

/**
 * Whether a move covers `jurisdictionId` right now: a move of it or of an ancestor is copying or verifying.
 * The write paths ask this (on the directory's primary) before they write to a jurisdiction's database, and
 * wait or answer 503 while it is true; reads go on from the database the placement still names.
 */
export const moveInProgress = async (directoryDb: D1Database | D1DatabaseSession, jurisdictionId: string): Promise<boolean> => {
  const row = await directoryDb
    .prepare(
      `select 1 as busy from jurisdiction_moves m join jurisdictions j on j.id = ?1
        where m.state in ${IN_PROGRESS} and instr(j.path, '/' || m.jurisdiction_id || '/') > 0 limit 1`,
    )
    .bind(jurisdictionId)
    .first();
  return row !== null;
};

/** Another move in progress whose subtree overlaps this one's (an ancestor's or a descendant's), if any. */
export const overlappingMove = (directoryDb: D1Database, jurisdictionId: string) =>
  directoryDb
    .prepare(
      `select m.jurisdiction_id as id, a.slug from jurisdiction_moves m join jurisdictions a on a.id = m.jurisdiction_id
        join jurisdictions j on j.id = ?1
        where m.state in ${IN_PROGRESS} and m.jurisdiction_id <> ?1
          and (instr(j.path, '/' || a.id || '/') > 0 or instr(a.path, '/' || j.id || '/') > 0) limit 1`,
    )
    .bind(jurisdictionId)
    .first<{ id: string; slug: string }>();

export const readMove = (directoryDb: D1Database, jurisdictionId: string) =>
  directoryDb
    .prepare(
      `select jurisdiction_id as jurisdictionId, from_database as fromDatabase, to_database as toDatabase, state,
        started_at as startedAt, updated_at as updatedAt, report from jurisdiction_moves where jurisdiction_id = ?1`,
    )
    .bind(jurisdictionId)
    .first<MoveRow>();

/** Starts (or restarts, over a failed or cleaned one) the record of a move, in state `copying`. */
export const startMove = (directoryDb: D1Database, jurisdictionId: string, from: string, to: string, report: unknown) => {
  const now = Date.now();
  return directoryDb
    .prepare(
      `insert into jurisdiction_moves (jurisdiction_id, from_database, to_database, state, started_at, updated_at, report)
        values (?1, ?2, ?3, 'copying', ?4, ?4, ?5)
        on conflict (jurisdiction_id) do update set from_database = ?2, to_database = ?3, state = 'copying',
          started_at = ?4, updated_at = ?4, report = ?5`,
    )
    .bind(jurisdictionId, from, to, now, JSON.stringify(report))
    .run();
};

/** A statement moving the record to `state` with `report` (a batch may flip the placement with it). */
export const setMoveState = (directoryDb: D1Database, jurisdictionId: string, state: MoveState, report: unknown) =>
  directoryDb
    .prepare("update jurisdiction_moves set state = ?2, updated_at = ?3, report = ?4 where jurisdiction_id = ?1")
    .bind(jurisdictionId, state, Date.now(), JSON.stringify(report));

export type StaleCopy = { id: string; path: string; database: string; subtree: string };

/**
 * The copies of moved subtrees that do not count (README.md, "Databases", totals): from a move's first copied
 * row to its cleanup a subtree is on two databases, and the one its placement does not name is the target
 * until the flip (a failed move never flipped) and the source after it. `subtree` is its ids, as JSON.
 */
export const staleCopies = async (directoryDb: D1Database) =>
  (
    await directoryDb
      .prepare(
        `select m.jurisdiction_id as id, j.path, case m.state when 'flipped' then m.from_database else m.to_database end as database,
            coalesce(json_extract(m.report, '$.jurisdictions'), json_array(m.jurisdiction_id)) as subtree
          from jurisdiction_moves m join jurisdictions j on j.id = m.jurisdiction_id where m.state <> 'cleaned'`,
      )
      .all<StaleCopy>()
  ).results;
