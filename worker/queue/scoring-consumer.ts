import { getDb } from "../db/client";
import { scoringMessage } from "../jobs/scoring";
import { scorerFor } from "../scoring/select-scorer";
import { errorMessage, logEvent } from "../shared/log";
import { BATCH_CONCURRENCY, forEachLimited, parseBody, retryDelaySeconds } from "./batch";
import { scoreMotion } from "../scoring/score-motion";
import { notifyScored } from "../notifications/scored";

// The consumer of "plaza-scoring" (README.md, decision 9). Every message is acknowledged or retried on its own, so one
// slow or failing motion never holds back or re-runs the others in its batch.

export async function handleScoringBatch(batch: MessageBatch<unknown>, env: Env) {
  const scorer = scorerFor(env);
  const db = getDb(env);
  await forEachLimited(batch.messages, BATCH_CONCURRENCY, async (msg) => {
    const body = parseBody(msg, batch.queue, scoringMessage);
    if (!body) return msg.ack();
    const started = Date.now();
    try {
      // Scored, already scored (a redelivery) and unknown ids are all final: nothing to retry.
      const { outcome } = await scoreMotion(db, body.motionId, scorer);
      if (outcome === "scored") await notifyScored(db, body.motionId);
      logEvent("info", { queue: batch.queue, motionId: body.motionId, outcome, scorer: scorer.name, ms: Date.now() - started });
      msg.ack();
    } catch (err) {
      // Provider down, invalid output after the repair attempt, a D1 hiccup: try again later. After the
      // last retry the message goes to the dead-letter queue, whose consumer falls back to the rubric.
      const delaySeconds = retryDelaySeconds(msg.attempts);
      logEvent("warn", {
        queue: batch.queue,
        motionId: body.motionId,
        outcome: "retry",
        attempts: msg.attempts,
        delaySeconds,
        scorer: scorer.name,
        error: errorMessage(err),
      });
      msg.retry({ delaySeconds });
    }
  });
}
