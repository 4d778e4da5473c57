import { z } from "zod";
import { NOTIFICATION_REASONS } from "../contract/statuses";
import { errorMessage, logEvent } from "../shared/log";

// The producer side of notifications: the queue names in wrangler.toml and the message both sides agree
// on. `POST /api/idea/:id/updates` sends the first message of an update's fan-out; the consumer
// (queue/notification-consumer.ts) notifies one stretch of recipients and sends the next message itself,
// so no single invocation holds more than one stretch, however many members voted.

export const NOTIFICATIONS_QUEUE = "plaza-notifications";
export const NOTIFICATIONS_DLQ = "plaza-notifications-dlq";

/**
 * One stretch of an update's fan-out: the recipients of `stage` (the motion's author, then its voters, then
 * its page's followers) whose member id (for voters: member number, notifications/recipients.ts) sorts after `after`.
 * `motionId` names the update's motion, whose database (record-placement.ts) holds the update and gets the
 * notifications; a message sent without it (before routing by placement) has its update looked for on every database.
 */
export const fanOutMessage = z.object({
  updateId: z.string().trim().min(1).max(64),
  motionId: z.string().trim().min(1).max(64).optional(),
  stage: z.enum(NOTIFICATION_REASONS),
  after: z.string().max(64).optional(),
});
export type FanOutMessage = z.infer<typeof fanOutMessage>;

type QueueEnv = Pick<Env, "NOTIFICATIONS_QUEUE">;

/** Sends one stretch; throws when the queue refuses it, so a consumer retries its own message. */
export const sendFanOut = (env: QueueEnv, message: FanOutMessage) => env.NOTIFICATIONS_QUEUE.send(message);

/**
 * Starts the fan-out of an official update. The update is already stored, so a refused send must not fail
 * the staff member's request: it is logged, and nobody hears about that update.
 */
export async function enqueueUpdateFanOut(env: QueueEnv, updateId: string, motionId?: string): Promise<boolean> {
  try {
    await sendFanOut(env, { updateId, ...(motionId ? { motionId } : {}), stage: "author" });
    return true;
  } catch (err) {
    logEvent("error", { event: "notification-queue-send-failed", queue: NOTIFICATIONS_QUEUE, updateId, error: errorMessage(err) });
    return false;
  }
}
