import { getDb } from "../lib/db";
import { markScoringFailed, rubricScorer, scoreMotion, scorerFor, type Scorer } from "../scoring";
import { BATCH_CONCURRENCY, errorMessage, forEachLimited, logEvent, parseMessage } from "./shared";

// The consumer of "plaza-scoring-dlq": messages whose scoring failed on every retry. It scores them with
// the embedded rubric, which needs no provider, so no motion stays pending for good (DESIGN §8); if even
// that fails, the motion is marked failed with an explanation instead of waiting forever.

/** The rubric, with a note saying which scorer should have scored the motion and why it did not. */
const fallbackFor = (configured: Scorer): Scorer => {
  if (configured.name === "rubric") return rubricScorer;
  const note = `Note:\n- ${configured.model} could not score this motion after several attempts, so Plaza's rule-based rubric scored it instead.\n\n`;
  return {
    ...rubricScorer,
    score: async (input) => {
      const result = await rubricScorer.score(input);
      return { ...result, explanation: note + result.explanation };
    },
  };
};

export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, env: Env) {
  const scorer = fallbackFor(scorerFor(env));
  const db = getDb(env);
  await forEachLimited(batch.messages, BATCH_CONCURRENCY, async (msg) => {
    const body = parseMessage(msg, batch.queue);
    if (!body) return msg.ack();
    try {
      const { outcome } = await scoreMotion(db, body.motionId, scorer);
      logEvent("warn", { queue: batch.queue, motionId: body.motionId, outcome, scorer: "rubric (fallback)" });
      msg.ack();
    } catch (err) {
      try {
        await markScoringFailed(db, body.motionId);
        logEvent("error", { queue: batch.queue, motionId: body.motionId, outcome: "failed", error: errorMessage(err) });
        msg.ack();
      } catch (markErr) {
        // Not even the status could be written (D1 unavailable): let the queue deliver it again.
        logEvent("error", { queue: batch.queue, motionId: body.motionId, outcome: "retry", error: errorMessage(markErr) });
        msg.retry();
      }
    }
  });
}
