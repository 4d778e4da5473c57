import { ACCOUNT_MAIL_QUEUE } from "../jobs/account-mail";
import { SCORING_DLQ, SCORING_QUEUE } from "../jobs/scoring";
import { logEvent } from "../shared/log";
import { handleAccountMailBatch } from "./account-mail-consumer";
import { handleDeadLetterBatch } from "./dead-letter-consumer";
import { handleImageCleanupBatch } from "./image-cleanup-consumer";
import { handleScoringBatch } from "./scoring-consumer";
import { IMAGE_CLEANUP_QUEUE } from "../jobs/image-cleanup";
import { NOTIFICATIONS_DLQ, NOTIFICATIONS_QUEUE } from "../jobs/notifications";
import { handleNotificationBatch } from "./notification-consumer";

// The Worker's `queue` export: one handler per queue this Worker consumes (wrangler.toml).
//
// A motion's path: `POST /api/idea/add` sends { motionId } to plaza-scoring. The consumer scores it and
// acknowledges; a model provider that fails gets one more delivery, then the rubric scores the motion at
// once (scoring-consumer.ts); only a failure to store anything (D1) is retried with backoff until Cloudflare
// moves the message to plaza-scoring-dlq, whose consumer scores it with the embedded rubric.
// Every step is idempotent, so a message delivered twice does no harm. plaza-image-cleanup deletes replaced
// page images once no open tab or cached answer can name them any more. plaza-notifications tells an
// update's author, voters and followers, a stretch at a time (notification-consumer.ts). plaza-account-mail
// sends reset links and sign-in notices for addresses that have an account (account-mail-consumer.ts).

export async function handleQueue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext) {
  if (batch.queue === SCORING_QUEUE) return handleScoringBatch(batch, env);
  if (batch.queue === SCORING_DLQ) return handleDeadLetterBatch(batch, env);
  if (batch.queue === IMAGE_CLEANUP_QUEUE) return handleImageCleanupBatch(batch, env);
  if (batch.queue === NOTIFICATIONS_QUEUE || batch.queue === NOTIFICATIONS_DLQ) return handleNotificationBatch(batch, env);
  if (batch.queue === ACCOUNT_MAIL_QUEUE) return handleAccountMailBatch(batch, env);
  // A queue bound in configuration but not handled here: retry rather than silently acknowledge.
  logEvent("error", { queue: batch.queue, event: "unknown-queue", messages: batch.messages.length });
  batch.retryAll();
}
