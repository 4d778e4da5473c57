import { and, eq, isNotNull, sql } from "drizzle-orm";
import { motions, users, votes } from "../db/schema";
import { stampNow } from "../db/catalogue-schema";
import { memberNumOf, motionSeqOf, toVoteTime, votedAtMs, voteDirection } from "../db/vote-keys";
import type { Db } from "../db/client";
import { trendDelta } from "../jurisdictions/trend";
import { motionRows } from "../motions/list";
import type { MotionRead } from "../motions/votes";

// Every D1 statement of the hot path (README.md, "Hot motions"), the only ones that touch the votes table
// for a hot motion: the object's first reads, its copy of the motion, its flush, and the end of the rush.
//
// The flush writes, for each member whose vote changed, the final state the object holds, as two statements
// of ONE batch (a D1 transaction), the way worker/motions/votes.ts writes one vote:
//   1. the vote row, guarded by the state D1 had when the object last flushed it (`from`): INSERT … ON
//      CONFLICT DO NOTHING, or UPDATE / DELETE … WHERE up and cast_at are `from`'s (a row keeps whole
//      seconds, README.md "Votes on disk": the object takes its votes' times at the second too);
//   2. the counters and trend_key, moved by `changes()` — the rows statement 1 actually changed — times
//      this member's delta.
// A flush sent again after a crash (the batch committed, the object never marked it) finds no row in its
// `from` state: every statement 1 changes nothing and every counter moves by 0. Counts and the key therefore
// stay equal to the vote rows whatever is retried. A member deleted meanwhile (their votes cascade away)
// is skipped the same way: the insert reads the member's row and writes nothing without it.

export type Direction = "up" | "down";
export type VoteState = { direction: Direction; at: number } | null;
/** One member's vote: as D1 has it (`from`) and as the object holds it (`to`). */
export type VoteChange = { userId: string; from: VoteState; to: VoteState };

const one = (state: VoteState, d: Direction) => (state?.direction === d ? 1 : 0);

/** The counters, the hot flag and whether the motion still exists, as the object starts from them. */
export async function readMotion(db: Db, motionId: string) {
  const [row] = await db
    .select({ up: motions.upCount, down: motions.downCount, hotSince: motions.hotSince })
    .from(motions)
    .where(eq(motions.id, motionId));
  return row ?? null;
}

/** The motion as a voter is shown it (no caller's vote), for the object's fast path; null when it is gone. */
export async function readShown(db: Db, motionId: string): Promise<MotionRead | null> {
  const [row] = await motionRows(db).where(eq(motions.id, motionId)).limit(1);
  return row ?? null;
}

/** Every member's vote on the motion as D1 has it, or null when there are more than `atMost`. */
export async function readVotes(db: Db, motionId: string, atMost: number) {
  const rows = await db
    .select({ userId: users.id, direction: voteDirection, at: votedAtMs })
    .from(votes)
    .innerJoin(users, eq(users.num, votes.memberNum))
    .where(eq(votes.motionSeq, motionSeqOf(motionId)))
    .limit(atMost + 1);
  if (rows.length > atMost) return null;
  return rows.map((r) => ({ userId: r.userId, vote: r.direction ? { direction: r.direction, at: r.at! } : null }));
}

/** A member's vote on the motion as D1 has it, the first time the object sees that member. */
export async function readVote(db: Db, motionId: string, userId: string): Promise<VoteState> {
  const [row] = await db
    .select({ direction: voteDirection, at: votedAtMs })
    .from(votes)
    .where(and(eq(votes.motionSeq, motionSeqOf(motionId)), eq(votes.memberNum, memberNumOf(userId))));
  return row?.direction ? { direction: row.direction, at: row.at } : null;
}

const writeRow = (db: Db, motionId: string, { userId, from, to }: VoteChange) => {
  const mine = and(eq(votes.motionSeq, motionSeqOf(motionId)), eq(votes.memberNum, memberNumOf(userId)));
  const asFlushed = from ? and(mine, eq(votes.up, from.direction === "up"), eq(votes.castAt, toVoteTime(from.at))) : undefined;
  if (!to) return db.delete(votes).where(asFlushed ?? sql`0`);
  const cast = { up: to.direction === "up", castAt: toVoteTime(to.at) };
  if (asFlushed) return db.update(votes).set(cast).where(asFlushed);
  const member = db
    .select({ motionSeq: motions.seq, memberNum: users.num, up: (cast.up ? sql`1` : sql`0`).as("up"), castAt: sql`${cast.castAt}`.as("cast_at") })
    .from(users)
    .innerJoin(motions, eq(motions.id, motionId))
    .where(eq(users.id, userId));
  return db.insert(votes).select(member).onConflictDoNothing();
};

const moveCounters = (db: Db, motionId: string, { from, to }: VoteChange) => {
  const [up, down] = [one(to, "up") - one(from, "up"), one(to, "down") - one(from, "down")];
  const trend = trendDelta({ direction: from?.direction ?? null, at: from?.at ?? null }, to?.direction ?? null, to?.at ?? 0);
  // changes() is read before this UPDATE counts itself: the rows the statement before it changed.
  return db
    .update(motions)
    .set({
      upCount: sql`${motions.upCount} + changes() * ${up}`,
      downCount: sql`${motions.downCount} + changes() * ${down}`,
      trendKey: sql`${motions.trendKey} + changes() * ${trend}`,
      // The national catalogue's refresh copies the new counts from here (README.md, "National catalogues").
      changedAt: stampNow,
    })
    .where(eq(motions.id, motionId));
};

/** Writes these members' votes and moves the counters by what was written, in one batch; safe to send again. */
export async function flushVotes(db: Db, motionId: string, changes: VoteChange[]) {
  if (changes.length === 0) return;
  const statements = changes.flatMap((change) => [writeRow(db, motionId, change), moveCounters(db, motionId, change)]);
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}

/** The rush is over and everything is flushed: the plain path takes the motion's votes again. */
export async function leaveHot(db: Db, motionId: string) {
  await db
    .update(motions)
    .set({ hotSince: null, voteWindowCount: 0, voteWindowStart: 0 })
    .where(and(eq(motions.id, motionId), isNotNull(motions.hotSince)));
}
