import { handleDeadLetterBatch } from "./dead-letter";
import { handleImageCleanupBatch, IMAGE_CLEANUP_QUEUE } from "./image-cleanup";
import { handleScoringBatch } from "./scoring";
import { logEvent, SCORING_DLQ, SCORING_QUEUE } from "./shared";

// The Worker's `queue` export: one handler per queue this Worker consumes (wrangler.toml).
//
// A motion's path: `POST /api/idea/add` sends { motionId } to plaza-scoring. The consumer scores it and
// acknowledges; if the scorer fails, the message is retried after 10 s, 20 s, 40 s (max_retries = 3),
// then Cloudflare moves it to plaza-scoring-dlq, whose consumer scores it with the embedded rubric.
// Every step is idempotent, so a message delivered twice does no harm. plaza-image-cleanup deletes replaced
// page images once no open tab or cached answer can name them any more.

export { handleDeadLetterBatch, handleImageCleanupBatch, handleScoringBatch };
export { retryDelaySeconds, SCORING_DLQ, SCORING_QUEUE, scoringMessage, type ScoringMessage } from "./shared";

export async function handleQueue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext) {
  if (batch.queue === SCORING_QUEUE) return handleScoringBatch(batch, env);
  if (batch.queue === SCORING_DLQ) return handleDeadLetterBatch(batch, env);
  if (batch.queue === IMAGE_CLEANUP_QUEUE) return handleImageCleanupBatch(batch, env);
  // A queue bound in configuration but not handled here: retry rather than silently acknowledge.
  logEvent("error", { queue: batch.queue, event: "unknown-queue", messages: batch.messages.length });
  batch.retryAll();
}
