import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { IDEMPOTENCY_TTL_MS } from "../contract/idempotency";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/idempotency-schema";

// The remembered answers behind Idempotency-Key (README.md, "Idempotent writes"). One row per (member,
// key): claimed by the first request with an INSERT that only one of any number of parallel requests can
// win, filled with that request's answer, and read back by every retry for 24 hours.

/** A claim that was never answered (the Worker died mid-request) is taken over after this long. */
const ABANDONED_MS = 60_000;

export type KeyRef = { memberId: string; key: string };
export type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; status: number; body: string }
  | { kind: "in-progress" }
  | { kind: "other-request" };

const thisKey = ({ memberId, key }: KeyRef) => and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key));

/** Claims `ref` for the request with `requestHash`, or says what the earlier request with it left. */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string, now = Date.now()): Promise<Claim> {
  const [, inserted] = await db.batch([
    // A key older than 24 hours is forgotten, whatever the hourly purge has reached.
    db.delete(idempotencyKeys).where(and(thisKey(ref), lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))),
    db
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash, createdAt: new Date(now) })
      .onConflictDoNothing(),
  ]);
  if (inserted.meta.changes > 0) return { kind: "claimed" };

  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(now) })
    .where(
      and(thisKey(ref), eq(idempotencyKeys.requestHash, requestHash), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_MS))),
    );
  if (takenOver.meta.changes > 0) return { kind: "claimed" };
  return readClaim(db, ref, requestHash);
}

/** What the row holding `ref` says to a request with `requestHash` that did not claim it. */
export async function readClaim(db: Db, ref: KeyRef, requestHash: string): Promise<Claim> {
  const [row] = await db.select().from(idempotencyKeys).where(thisKey(ref)).limit(1);
  // Gone between the insert and this read (purged, or released by a failed first request): act anew.
  if (!row) return claimKey(db, ref, requestHash);
  if (row.requestHash !== requestHash) return { kind: "other-request" };
  if (row.status === null || row.body === null) return { kind: "in-progress" };
  return { kind: "replay", status: row.status, body: row.body };
}

/** Keeps the first request's answer for the retries. */
export const saveAnswer = (db: Db, ref: KeyRef, status: number, body: string) =>
  db.update(idempotencyKeys).set({ status, body }).where(thisKey(ref));

/** Frees a claim whose request changed nothing (it failed), so a retry acts instead of replaying an error. */
export const releaseKey = (db: Db, ref: KeyRef) => db.delete(idempotencyKeys).where(and(thisKey(ref), isNull(idempotencyKeys.status)));

const PURGE_CHUNK = 5_000;
const PURGE_CHUNKS_PER_RUN = 40;

/** Deletes keys past 24 hours, a chunk at a time so no single statement runs long. The count deleted. */
export async function purgeExpiredKeys(db: Db, now = Date.now()) {
  const cutoff = now - IDEMPOTENCY_TTL_MS;
  let deleted = 0;
  for (let i = 0; i < PURGE_CHUNKS_PER_RUN; i++) {
    const { meta } = await db.run(
      sql`DELETE FROM idempotency_keys WHERE rowid IN (SELECT rowid FROM idempotency_keys WHERE created_at < ${cutoff} LIMIT ${PURGE_CHUNK})`,
    );
    deleted += meta.changes;
    if (meta.changes < PURGE_CHUNK) break;
  }
  return deleted;
}
