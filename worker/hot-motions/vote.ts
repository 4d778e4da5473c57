import { motionMessages } from "../contract/motions";
import { moderationMessages } from "../contract/moderation";
import type { Db } from "../db/client";
import { motionHome } from "../jobs/motion-home";
import { pageOf, toMotion } from "../motions/serialize";
import { applyVote, type MotionRead, type VoteDirection } from "../motions/votes";
import { hotMotionVotes } from "../shared/config";
import { httpError } from "../shared/errors";
import { forgetHot, isKnownHot, rememberHot } from "./known";
import type { HotAnswer } from "./object";

// A vote request, on the plain path or through the motion's object (README.md, "Hot motions"). The plain path
// reads the motion first, as it always does: a hot motion's vote goes to its object, and the answer is the
// plain path's JSON with the object's exact counts and the member's vote as the object holds it. A motion
// handed back to the plain path (or made hot) between the two is tried again the other way. A motion this
// isolate saw hot in the last window skips the plain path's read: the object answers with its own copy of it.

const ATTEMPTS = 8;

type VoteInput = { motionId: string; userId: string; direction: VoteDirection; origin: string };

const objectOf = (env: Env, motionId: string) => env.HOT_MOTIONS.get(env.HOT_MOTIONS.idFromName(motionId));

/** The plain path's answer, from the motion as read and the object's counts and vote. */
const answerOf = (read: MotionRead, answer: HotAnswer, input: VoteInput) => {
  const motion = { ...read.motion, upCount: answer.up, downCount: answer.down };
  const idea = toMotion(motion, pageOf(read), input.origin, { id: input.userId, vote: answer.vote }, read.latest);
  return { idea, message: motionMessages[answer.outcome] };
};

/** The fast path: straight to the object of a motion known hot; null when it is hot no longer. */
async function fastVote(env: Env, input: VoteInput) {
  const fast = await objectOf(env, input.motionId).voteShown(input.motionId, input.userId, input.direction);
  if (fast === "frozen") throw httpError(409, moderationMessages.frozen);
  if (fast) return answerOf(fast.motion, fast, input);
  forgetHot(input.motionId);
  return null;
}

/**
 * A member's vote. `placed` gives the request's session of the motion's database (http/placed-db.ts), with the
 * member's card brought there first (accounts/member-cards.ts), as the plain path's insert needs it. It is
 * asked only off the fast path: a motion this isolate knows hot goes to its object, which knows its database
 * and writes missing cards itself, without a statement on any session.
 */
export async function castVote(env: Env, placed: () => Promise<Db>, input: VoteInput) {
  const known = isKnownHot(input.motionId) ? await fastVote(env, input) : null;
  if (known) return known;
  const hotAt = hotMotionVotes(env);
  let db = await placed();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const plain = await applyVote(db, { ...input, hotAt });
    if (!("hot" in plain)) return plain;
    const answer = await objectOf(env, input.motionId).vote(input.motionId, input.userId, input.direction);
    // The object read the motion cold on the primary of its database: a replica behind it must not send us
    // back and forth. Gone from the directory meanwhile: the plain path's read answers that (a 404).
    if (!answer) {
      forgetHot(input.motionId);
      db = (await motionHome(env, input.motionId))?.db ?? db;
      continue;
    }
    rememberHot(input.motionId);
    return answerOf(plain.hot, answer, input);
  }
  throw httpError(503, motionMessages.voteBusy);
}

/** A moderator's decision or a report changed the motion: a hot motion's object reads it again before its next vote. */
export async function refreshHotMotion(env: Env, db: Db, motionId: string) {
  const row = await db.query.motions.findFirst({ columns: { hotSince: true }, where: (m, { eq }) => eq(m.id, motionId) });
  if (row?.hotSince != null) await objectOf(env, motionId).refresh();
}
