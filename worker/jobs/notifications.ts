import { z } from "zod";
import { errorMessage, logEvent } from "../shared/log";

// The producer side of notifications. An official update (worker/motions/updates.ts) or a finished score
// sends one message; the consumer (queue/notifications-consumer.ts) fans it out to the recipients a page at a
// time, sending itself the next page's cursor, so no request and no batch ever holds every recipient.

export const NOTIFICATION_QUEUE = "plaza-notifications";
export const NOTIFICATION_DLQ = "plaza-notifications-dlq";

export const notificationMessage = z.discriminatedUnion("kind", [
  // `after`: the fan-out's position (the last recipient id handled); absent on the first page.
  z.object({ kind: z.literal("update"), updateId: z.string().min(1).max(64), after: z.string().max(64).optional() }),
  z.object({ kind: z.literal("scored"), motionId: z.string().min(1).max(64) }),
]);
export type NotificationMessage = z.infer<typeof notificationMessage>;

/**
 * Queues a fan-out. False (logged) when the queue refused it: the update itself is stored and public, so the
 * caller answers as usual and operators see the lost fan-out in the log.
 */
export async function enqueueNotification(env: Pick<Env, "NOTIFICATION_QUEUE">, message: NotificationMessage): Promise<boolean> {
  try {
    await env.NOTIFICATION_QUEUE.send(message);
    return true;
  } catch (err) {
    logEvent("error", { event: "notification-queue-send-failed", queue: NOTIFICATION_QUEUE, ...message, error: errorMessage(err) });
    return false;
  }
}
