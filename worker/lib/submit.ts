import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { entities, motions } from "../db/schema";
import type { ScoringMessage } from "../queue";
import { markScoringFailed, rubricScorer, scoreMotion } from "../scoring";
import type { Db } from "./db";
import { logError } from "./errors";
import { toMotion } from "./serialize";

// Submitting a motion (DESIGN §8): store it at once as "pending", then hand { motionId } to the scoring
// queue. The stored row is the source of truth, so the member's answer never waits for scoring.
//
// If the queue refuses the message, the motion is already saved and must not stay pending for ever. The
// answer is still 202, and after it (ctx.waitUntil) the send is retried twice with a short backoff; if the
// queue is still down, the motion is scored right here with the embedded rubric — the same fallback the
// dead-letter consumer uses — and if even that fails it is marked "failed" with an explanation.

/** Pauses before each extra send attempt: a brief queue hiccup is ridden out without scoring inline. */
export const RESEND_DELAYS_MS = [250, 1000];

type Submission = { entityId: string; text: string; authorId: string; origin: string };

/** Stores a pending motion and queues its scoring. Null when the page does not exist. */
export async function submitMotion(db: Db, env: Env, ctx: Pick<ExecutionContext, "waitUntil">, input: Submission) {
  const entity = await db.query.entities.findFirst({ where: eq(entities.id, input.entityId) });
  if (!entity) return null;
  const [row] = await db
    .insert(motions)
    .values({ id: uuidv7(), entityId: entity.id, authorId: input.authorId, text: input.text, aiStatus: "pending", createdAt: new Date() })
    .returning();
  const message: ScoringMessage = { motionId: row!.id };
  try {
    await env.SCORING_QUEUE.send(message);
  } catch (err) {
    logError(`scoring-queue-send-failed motion=${message.motionId}`, err);
    ctx.waitUntil(recover(db, env, message));
  }
  // A new motion has no votes yet, so the caller's own vote is null.
  return toMotion(row!, entity, input.origin, null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Never rejects: runs after the response, where nobody could catch it. */
async function recover(db: Db, env: Env, message: ScoringMessage) {
  for (const delay of RESEND_DELAYS_MS) {
    await sleep(delay);
    try {
      await env.SCORING_QUEUE.send(message);
      return;
    } catch (err) {
      logError(`scoring-queue-resend-failed motion=${message.motionId}`, err);
    }
  }
  try {
    const { outcome } = await scoreMotion(db, message.motionId, rubricScorer);
    console.warn(JSON.stringify({ level: "warn", event: "scored-inline", motionId: message.motionId, outcome }));
  } catch (err) {
    logError(`inline-scoring-failed motion=${message.motionId}`, err);
    await markScoringFailed(db, message.motionId).catch((markErr) => logError("mark-failed-failed", markErr));
  }
}
