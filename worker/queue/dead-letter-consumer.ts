import { scoringMessage } from "../jobs/scoring";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { notifyScored } from "../notifications/scored";
import { writeThrough } from "../catalogue/write-through";
import { errorMessage, logEvent } from "../shared/log";
import { BATCH_CONCURRENCY, forEachLimited, parseBody } from "./batch";
import { homeFor } from "./scoring-consumer";

// The consumer of "plaza-scoring-dlq": messages whose scoring failed on every retry. They get the one
// fallback (scoring/fallback.ts): the embedded rubric, else a failed status with an explanation, on the
// motion's own database; a motion the directory does not know, or whose jurisdiction is moving, is
// acknowledged as the scoring consumer does (the sweep finds it pending later).

export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, env: Env) {
  const configured = scorerFor(env);
  await forEachLimited(batch.messages, BATCH_CONCURRENCY, async (msg) => {
    const body = parseBody(msg, batch.queue, scoringMessage);
    if (!body) return msg.ack();
    try {
      const home = await homeFor(env, batch.queue, body.motionId);
      if (!home) return msg.ack();
      const { outcome } = await scoreWithFallback(home.db, body.motionId, configured, "retries-exhausted");
      if (outcome === "scored") await notifyScored(home.db, body.motionId);
      await writeThrough(env, [body.motionId]);
      logEvent(outcome === "failed" ? "error" : "warn", { queue: batch.queue, motionId: body.motionId, database: home.database, outcome, scorer: "rubric (fallback)" });
      msg.ack();
    } catch (err) {
      // Not even the failed status could be written (D1 unavailable): let the queue deliver it again.
      logEvent("error", { queue: batch.queue, motionId: body.motionId, outcome: "retry", error: errorMessage(err) });
      msg.retry();
    }
  });
}
