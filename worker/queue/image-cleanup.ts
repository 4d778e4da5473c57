import { eq } from "drizzle-orm";
import { z } from "zod";
import { entities } from "../db/schema";
import { deleteImage } from "../images/store";
import { getDb } from "../lib/db";
import { edgeTtl } from "../lib/edge-cache";
import { errorMessage, logEvent } from "./shared";

// A replaced page image is deleted late, not at once: with the edge cache on, lists and pages cached before
// the replacement still name the old key for up to the edge TTL, and browsers keep them for half of that
// again. Deleting the object then would show those visitors a broken image. So the old key goes to
// "plaza-image-cleanup" with a delay well past every cached copy, and this consumer deletes it then.

export const IMAGE_CLEANUP_QUEUE = "plaza-image-cleanup";

const cleanupMessage = z.object({ imageKey: z.string().regex(/^entities\/[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/) });

// Queues delay a message by at most 12 hours.
const MAX_DELAY_S = 12 * 60 * 60;

/** How long a replaced image must stay readable: 0 when nothing is cached, else an hour or twice the TTL. */
export const imageGraceSeconds = (env: Pick<Env, "EDGE_CACHE_SECONDS">) => {
  const ttl = edgeTtl(env);
  return ttl === 0 ? 0 : Math.min(MAX_DELAY_S, Math.max(3600, 2 * ttl));
};

/**
 * Retires an image no page names any more: deleted now when no cache can hold a reference to it, otherwise
 * after the grace period. If the message cannot be sent the object stays (an orphan costs storage; a
 * broken image costs trust), and operators see why in the log.
 */
export async function retireImage(env: Env, imageKey: string) {
  const delaySeconds = imageGraceSeconds(env);
  if (delaySeconds === 0) return deleteImage(env.IMAGES, imageKey);
  try {
    await env.IMAGE_CLEANUP_QUEUE.send({ imageKey }, { delaySeconds });
  } catch (err) {
    logEvent("error", { queue: IMAGE_CLEANUP_QUEUE, imageKey, event: "send-failed", error: errorMessage(err) });
  }
}

/** Deletes each retired image unless a page names it again; a failed check is retried. */
export async function handleImageCleanupBatch(batch: MessageBatch<unknown>, env: Env) {
  const db = getDb(env);
  for (const msg of batch.messages) {
    const parsed = cleanupMessage.safeParse(msg.body);
    if (!parsed.success) {
      logEvent("error", { queue: batch.queue, messageId: msg.id, event: "malformed-message" });
      msg.ack();
      continue;
    }
    const { imageKey } = parsed.data;
    try {
      const inUse = await db.select({ id: entities.id }).from(entities).where(eq(entities.imageKey, imageKey)).limit(1);
      if (inUse.length === 0) await deleteImage(env.IMAGES, imageKey);
      logEvent("info", { queue: batch.queue, imageKey, outcome: inUse.length === 0 ? "deleted" : "still-in-use" });
      msg.ack();
    } catch (err) {
      logEvent("warn", { queue: batch.queue, imageKey, outcome: "retry", error: errorMessage(err) });
      msg.retry({ delaySeconds: 60 });
    }
  }
}
