import { getDb } from "../db/client";
import { scoringMessage } from "../jobs/scoring";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { notifyScored } from "../notifications/scored";
import { errorMessage, logEvent } from "../shared/log";
import { BATCH_CONCURRENCY, forEachLimited, parseBody } from "./batch";

// The consumer of "plaza-scoring-dlq": messages whose scoring failed on every retry. They get the one
// fallback (scoring/fallback.ts): the embedded rubric, else a failed status with an explanation.

export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, env: Env) {
  const configured = scorerFor(env);
  const db = getDb(env);
  await forEachLimited(batch.messages, BATCH_CONCURRENCY, async (msg) => {
    const body = parseBody(msg, batch.queue, scoringMessage);
    if (!body) return msg.ack();
    try {
      const { outcome } = await scoreWithFallback(db, body.motionId, configured, "retries-exhausted");
      if (outcome === "scored") await notifyScored(db, body.motionId);
      logEvent(outcome === "failed" ? "error" : "warn", { queue: batch.queue, motionId: body.motionId, outcome, scorer: "rubric (fallback)" });
      msg.ack();
    } catch (err) {
      // Not even the failed status could be written (D1 unavailable): let the queue deliver it again.
      logEvent("error", { queue: batch.queue, motionId: body.motionId, outcome: "retry", error: errorMessage(err) });
      msg.retry();
    }
  });
}
