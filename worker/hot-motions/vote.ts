import { motionMessages } from "../contract/motions";
import { getDb, type Db } from "../db/client";
import { pageOf, toMotion } from "../motions/serialize";
import { applyVote, type VoteDirection } from "../motions/votes";
import { hotMotionVotes } from "../shared/config";
import { httpError } from "../shared/errors";

// A vote request, on the plain path or through the motion's object (README.md, "Hot motions"). The plain path
// reads the motion first, as it always does: a hot motion's vote goes to its object, and the answer is the
// plain path's JSON with the object's exact counts and the member's vote as the object holds it. A motion
// handed back to the plain path (or made hot) between the two is tried again the other way.

const ATTEMPTS = 8;

export async function castVote(env: Env, session: Db, input: { motionId: string; userId: string; direction: VoteDirection; origin: string }) {
  const hotAt = hotMotionVotes(env);
  let db = session;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const plain = await applyVote(db, { ...input, hotAt });
    if (!("hot" in plain)) return plain;
    const object = env.HOT_MOTIONS.get(env.HOT_MOTIONS.idFromName(input.motionId));
    const answer = await object.vote(input.motionId, input.userId, input.direction);
    // The object read the motion cold on the primary: a replica behind it must not send us back and forth.
    if (!answer) {
      db = getDb(env);
      continue;
    }
    const before = plain.hot;
    const motion = { ...before.motion, upCount: answer.up, downCount: answer.down };
    const idea = toMotion(motion, pageOf(before), input.origin, { id: input.userId, vote: answer.vote }, before.latest);
    return { idea, message: motionMessages[answer.outcome] };
  }
  throw httpError(503, motionMessages.voteBusy);
}
