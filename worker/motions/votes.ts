import { and, eq, sql } from "drizzle-orm";
import { moderationMessages } from "../contract/moderation";
import { PUBLIC_STATES } from "../contract/moderation-states";
import { motionMessages } from "../contract/motions";
import { motions, users, votes } from "../db/schema";
import { stampNow } from "../db/catalogue-schema";
import { memberNumOf, memberVoteOnMotion, toVoteTime, voteDirection, voteSecond } from "../db/vote-keys";
import type { Db } from "../db/client";
import { httpError, isForeignKeyViolation } from "../shared/errors";
import { commonMessages } from "../contract/messages";
import { HOT_WINDOW_MS } from "../shared/config";
import { trendDelta } from "../jurisdictions/trend";
import { motionRows } from "./list";
import { pageOf, shownColumns, toMotion, type MotionJson, type ViewerVote } from "./serialize";

// Voting: up on no vote → up; the same again → withdrawn; the opposite → switched.
//
// Concurrency: the member's prior vote (its direction and when it was cast) is read first, then ONE batch (a
// D1 transaction) runs
//   1. the vote-row write for that transition, guarded by the prior state (INSERT … ON CONFLICT DO NOTHING,
//      UPDATE … WHERE up = prior AND cast_at = prior's, DELETE … WHERE the same),
//   2. the counter update, by `changes()` — the rows statement 1 actually changed, 0 or 1 — and Trending's
//      key by `changes()` times this transition's weight (worker/jurisdictions/trend.ts),
//   3. the motion as it now stands, with the member's vote.
// If a parallel request of the same member changed the row between our read and our batch, statement 1
// matches nothing, the counters and the key move by 0 and the answer is the state that parallel request
// left. A vote withdrawn and cast again in between is another row (another time, another weight), so the
// guard on cast_at keeps us from taking away a weight the row no longer has (a row keeps whole seconds, and
// every weight is computed from that second: two rows of the same second weigh the same). Counts and the key
// can therefore never drift from the votes table, whatever the interleaving; the primary key (motion_seq,
// member_num) keeps one vote per member per motion (README.md, "Votes on disk"). (changes() inside a D1
// batch is checked by tests/worker/routes/motions-vote-parallel.test.ts: the counters and trend_key always
// equal the vote rows.)
//
// Hot motions (README.md, "Hot motions"): statement 2 also counts the motion's votes in windows of
// HOT_WINDOW_MS and sets hot_since when one reaches `hotAt`. A hot motion's votes belong to its Durable Object
// (worker/hot-motions/), so statement 1 writes only while the motion is not hot — checked inside the batch,
// so no plain write can land beside the object's unflushed votes — and applyVote answers `{ hot }` instead.

export type VoteDirection = "up" | "down";
export type Outcome = keyof Pick<typeof motionMessages, "upvoted" | "downvoted" | "withdrawn" | "switchedUp" | "switchedDown">;

/** A counter moved by the number of vote rows the previous statement of the batch changed. */
const move = (d: VoteDirection, sign: "+" | "-") => {
  const by = sql`${sql.raw(sign)} changes()`;
  return d === "up" ? { upCount: sql`${motions.upCount} ${by}` } : { downCount: sql`${motions.downCount} ${by}` };
};

/** The window count of statement 2 (in SQL's UPDATE every right side reads the row as it was): hot at `hotAt` votes, never at 0. */
const hotWindow = (now: number, hotAt: number) => {
  const current = sql`${motions.voteWindowStart} > ${now - HOT_WINDOW_MS}`;
  return {
    voteWindowStart: sql`CASE WHEN ${current} THEN ${motions.voteWindowStart} ELSE ${now} END`,
    voteWindowCount: sql`CASE WHEN ${current} THEN ${motions.voteWindowCount} + 1 ELSE 1 END`,
    hotSince: sql`CASE WHEN ${hotAt} > 0 AND (CASE WHEN ${current} THEN ${motions.voteWindowCount} + 1 ELSE 1 END) >= ${hotAt} THEN coalesce(${motions.hotSince}, ${now}) ELSE ${motions.hotSince} END`,
  };
};

/** What the caller's request means, given the vote the member had when we read it. */
export const outcomeOf = (prior: ViewerVote, direction: VoteDirection): Outcome => {
  if (prior === null) return direction === "up" ? "upvoted" : "downvoted";
  if (prior === direction) return "withdrawn";
  return direction === "up" ? "switchedUp" : "switchedDown";
};

/** The message that describes a state this request did not itself produce (a parallel request did). */
const outcomeOfState = (state: ViewerVote): Outcome => (state === "up" ? "upvoted" : state === "down" ? "downvoted" : "withdrawn");

const motionNotFound = () => httpError(404, commonMessages.motionNotFound);

/** A motion as a vote reads it: its shown row, page, jurisdiction and latest update (and the caller's vote). */
export type MotionRead = NonNullable<Awaited<ReturnType<ReturnType<typeof motionRows>["limit"]>>[number]>;
type Before = MotionRead;

/** Applies one vote request; 404 when the motion does not exist; `{ hot }` (the motion as read) when it is hot. */
export async function applyVote(
  db: Db,
  input: { motionId: string; userId: string; direction: VoteDirection; origin: string; hotAt: number },
): Promise<{ idea: MotionJson; message: string } | { hot: Before }> {
  const { motionId, userId, direction } = input;
  const [before] = await motionRows(db, userId).where(eq(motions.id, motionId)).limit(1);
  if (!before) throw motionNotFound();
  // A hidden or not yet approved motion keeps the votes it had, frozen until the moderators restore it.
  if (!PUBLIC_STATES.includes(before.motion.moderationState)) throw httpError(409, moderationMessages.frozen);
  if (before.motion.hotSince !== null) return { hot: before };

  const prior = before.viewerVote;
  const outcome = outcomeOf(prior, direction);
  const thisMotion = eq(motions.id, motionId);
  // The vote as it was read: its direction and the time it was cast (the weight it added to trend_key).
  const cold = sql`NOT EXISTS (SELECT 1 FROM ${motions} WHERE ${thisMotion} AND ${motions.hotSince} IS NOT NULL)`;
  const mine = and(eq(votes.motionSeq, before.seq!), eq(votes.memberNum, memberNumOf(userId)), cold);
  const asRead = and(mine, eq(votes.up, (prior ?? direction) === "up"), eq(votes.castAt, toVoteTime(before.votedAt ?? 0)));
  const now = voteSecond(Date.now());
  const next = prior === direction ? null : direction;
  const cast = { up: direction === "up", castAt: toVoteTime(now) };

  // The member by number from their row (none if the account went in the meantime: nothing is written); the
  // motion by the seq read above, so a motion deleted since fails the foreign key, as an unknown one; and only
  // while the motion is not hot.
  const write =
    prior === null
      ? db
          .insert(votes)
          .select(
            db
              .select({ motionSeq: sql`${before.seq}`.as("motion_seq"), memberNum: users.num, up: (cast.up ? sql`1` : sql`0`).as("up"), castAt: sql`${cast.castAt}`.as("cast_at") })
              .from(users)
              .where(and(eq(users.id, userId), cold)),
          )
          .onConflictDoNothing()
      : prior === direction
        ? db.delete(votes).where(asRead)
        : db.update(votes).set(cast).where(asRead);
  // changes() is read before this UPDATE counts itself: it is the row count of statement 1.
  const trend = trendDelta({ direction: prior, at: before.votedAt }, next, now);
  const count = db
    .update(motions)
    .set({
      ...(prior === null ? move(direction, "+") : prior === direction ? move(prior, "-") : { ...move(direction, "+"), ...move(prior, "-") }),
      trendKey: sql`${motions.trendKey} + changes() * ${trend}`,
      ...hotWindow(now, input.hotAt),
      // The national catalogue's refresh copies the new counts from here (README.md, "National catalogues").
      changedAt: stampNow,
    })
    .where(thisMotion);
  // Not motionRows: inside a batch D1 answers rows as objects, where the joined tables' equal column
  // names (id, created_at) collide and drizzle then maps values to the wrong fields. The motion alone
  // has unique names; its page summary and latest update come from the first read (a vote changes neither).
  const read = db
    .select({
      motion: shownColumns.motion,
      viewerVote: sql<ViewerVote>`(select ${voteDirection} from ${votes} where ${memberVoteOnMotion(userId)})`.as("viewer_vote"),
    })
    .from(motions)
    .where(thisMotion);

  let results;
  try {
    results = await db.batch([write, count, read]);
  } catch (err) {
    // The motion was deleted between our read and our write: the same answer as an unknown motion.
    if (isForeignKeyViolation(err)) throw motionNotFound();
    throw err;
  }
  const [written, , [after]] = results;
  if (!after) throw motionNotFound();
  const applied = (written as D1Result).meta.changes === 1;
  if (!applied && after.motion.hotSince !== null) return { hot: before };
  return {
    idea: toMotion(after.motion, pageOf(before), input.origin, { id: userId, vote: after.viewerVote }, before.latest),
    message: motionMessages[applied ? outcome : outcomeOfState(after.viewerVote)],
  };
}
