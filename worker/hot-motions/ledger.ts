import type { Direction, VoteChange, VoteState } from "./flush";

// The object's own SQLite storage (README.md, "Hot motions"): what it must never lose. Each statement is
// synchronous and the runtime commits it before anything the object sends afterwards leaves it (the output
// gate), so what the object answered a member is durable before the member reads the answer.
//
//   counts   one row: the motion, and its counters as they stand with every vote the object took;
//   members  each member the object has seen: their vote now (direction, at), as D1 has it (base_*), and,
//            while a flush is on its way to D1, the state it writes (sent = 1, sent_*);
//   everyone a row once `members` holds every member with a vote in D1 (read in one go when the object took
//            a motion with few enough votes): a member missing from it then has none, and costs no D1 read;
//   home     one row: the database the motion lives on, as the directory placed it when the object took it
//            (no row: the directory, where every motion lived before routing by placement).
// A member is pending while their vote differs from the base and no flush carries it. A flush marks its
// members sent BEFORE it writes D1, and moves sent_* into base_* after: a crash in between leaves them
// sent, and the next flush sends exactly those states again (flush.ts makes that harmless).

const PENDING = "sent = 0 AND (direction IS NOT base_direction OR at IS NOT base_at)";
// Partial indexes: finding the pending and the sent members reads only them, however many members are unchanged.
const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS counts (motion_id TEXT PRIMARY KEY, up INTEGER NOT NULL, down INTEGER NOT NULL, hot_since INTEGER NOT NULL)",
  `CREATE TABLE IF NOT EXISTS members (user_id TEXT PRIMARY KEY, direction TEXT, at INTEGER, base_direction TEXT, base_at INTEGER,
     sent INTEGER NOT NULL DEFAULT 0, sent_direction TEXT, sent_at INTEGER)`,
  `CREATE INDEX IF NOT EXISTS members_pending ON members (user_id) WHERE ${PENDING}`,
  "CREATE INDEX IF NOT EXISTS members_sent ON members (user_id) WHERE sent = 1",
  // One row once every member with a vote in D1 is in `members`: a member not there then has no vote.
  "CREATE TABLE IF NOT EXISTS everyone (complete INTEGER NOT NULL)",
  // A table of its own, not a column of counts: an object that took its motion before this table existed keeps its rows.
  "CREATE TABLE IF NOT EXISTS home (database TEXT NOT NULL)",
];

type Counts = { motionId: string; up: number; down: number; hotSince: number };
type MemberRow = { user_id: string; direction: Direction | null; at: number | null; base_direction: Direction | null; base_at: number | null };
const state = (direction: Direction | null, at: number | null): VoteState => (direction && at !== null ? { direction, at } : null);

const twice = (vote: VoteState) => [vote?.direction ?? null, vote?.at ?? null, vote?.direction ?? null, vote?.at ?? null];

export class Ledger {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  counts(): Counts | null {
    const row = this.sql.exec<{ motion_id: string; up: number; down: number; hot_since: number }>("SELECT * FROM counts").toArray()[0];
    return row ? { motionId: row.motion_id, up: row.up, down: row.down, hotSince: row.hot_since } : null;
  }

  /** The counters D1 had when the object took the motion, and the database it read them on (the first reader wins). */
  start(c: Counts, database: string) {
    if (this.counts()) return;
    this.sql.exec("INSERT INTO counts VALUES (?, ?, ?, ?)", c.motionId, c.up, c.down, c.hotSince);
    this.sql.exec("INSERT INTO home VALUES (?)", database);
  }

  /** The database of the motion the object took; null before it took one (or it took it before there were shards). */
  home(): string | null {
    return this.sql.exec<{ database: string }>("SELECT database FROM home").toArray()[0]?.database ?? null;
  }

  vote(userId: string): VoteState | undefined {
    const row = this.sql.exec<MemberRow>("SELECT * FROM members WHERE user_id = ?", userId).toArray()[0];
    return row ? state(row.direction, row.at) : undefined;
  }

  /** A member as D1 has them, the first time the object sees them (the first reader wins). */
  meet(userId: string, vote: VoteState) {
    this.sql.exec("INSERT OR IGNORE INTO members (user_id, direction, at, base_direction, base_at) VALUES (?, ?, ?, ?, ?)", userId, ...twice(vote));
  }

  /** Every member who has a vote in D1, read at once when the motion turned hot: no member's first vote reads D1 then. */
  meetEveryone(votes: { userId: string; vote: VoteState }[]) {
    for (const { userId, vote } of votes) this.meet(userId, vote);
    this.sql.exec("INSERT INTO everyone SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM everyone)");
  }

  /** Whether a member missing from `members` has no vote in D1 (meetEveryone ran). */
  knowsEveryone(): boolean {
    return this.sql.exec("SELECT 1 FROM everyone").toArray().length > 0;
  }

  /** A member's vote is now `next`; the counters move from `prior` to it. */
  record(userId: string, prior: VoteState, next: VoteState) {
    const delta = (d: Direction) => (next?.direction === d ? 1 : 0) - (prior?.direction === d ? 1 : 0);
    this.sql.exec("UPDATE members SET direction = ?, at = ? WHERE user_id = ?", next?.direction ?? null, next?.at ?? null, userId);
    this.sql.exec("UPDATE counts SET up = up + ?, down = down + ?", delta("up"), delta("down"));
  }

  /** Members not yet in D1 (pending or sent), counted up to `atMost` pending ones (-1: all). */
  pending(atMost = -1): number {
    const sql = `SELECT (SELECT count(*) FROM (SELECT 1 FROM members WHERE ${PENDING} LIMIT ?)) + (SELECT count(*) FROM members WHERE sent = 1) AS n`;
    return this.sql.exec<{ n: number }>(sql, atMost).one().n;
  }

  /** The next flush: the one a crash interrupted, else up to `limit` pending members, marked sent. */
  takeFlush(limit: number): VoteChange[] {
    if (!this.sql.exec("SELECT 1 FROM members WHERE sent = 1 LIMIT 1").toArray().length) {
      this.sql.exec(
        `UPDATE members SET sent = 1, sent_direction = direction, sent_at = at WHERE user_id IN (SELECT user_id FROM members WHERE ${PENDING} LIMIT ?)`,
        limit,
      );
    }
    const rows = this.sql
      .exec<{ user_id: string; base_direction: Direction | null; base_at: number | null; sent_direction: Direction | null; sent_at: number | null }>(
        "SELECT user_id, base_direction, base_at, sent_direction, sent_at FROM members WHERE sent = 1",
      )
      .toArray();
    return rows.map((r) => ({ userId: r.user_id, from: state(r.base_direction, r.base_at), to: state(r.sent_direction, r.sent_at) }));
  }

  /** D1 has the flush: what it wrote is the members' base now. */
  flushed() {
    this.sql.exec("UPDATE members SET base_direction = sent_direction, base_at = sent_at, sent = 0, sent_direction = NULL, sent_at = NULL WHERE sent = 1");
  }
}
