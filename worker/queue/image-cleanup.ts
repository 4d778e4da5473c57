import { eq } from "drizzle-orm";
import { z } from "zod";
import { entities } from "../db/schema";
import { deleteImage, PAGE_IMAGE_KEY } from "../images/store";
import { getDb } from "../lib/db";
import { edgeTtl } from "../lib/edge-cache";
import { errorMessage, logEvent } from "./shared";

// A replaced page image is deleted late, not at once: a tab opened before the replacement still shows lists
// that name the old key (the SPA keeps them in its query cache), and with the edge cache on, cached lists
// and pages name it for up to the edge TTL, and browsers keep those for half of that again. Deleting the
// object then would show those visitors a broken image. So the old key goes to "plaza-image-cleanup" with
// a delay well past every cached copy, and this consumer deletes it then.

export const IMAGE_CLEANUP_QUEUE = "plaza-image-cleanup";

const cleanupMessage = z.object({ imageKey: z.string().regex(PAGE_IMAGE_KEY) });

// Open tabs hold references whether or not the edge cache is on; an hour covers a visit.
const MIN_GRACE_S = 60 * 60;

/**
 * How long a replaced image must stay readable: an hour, or twice the edge TTL if that is longer. edgeTtl
 * stops at an hour, so the delay stays far below the 12 hours a queue can hold a message back.
 */
export const imageGraceSeconds = (env: Pick<Env, "EDGE_CACHE_SECONDS">) => Math.max(MIN_GRACE_S, 2 * edgeTtl(env));

/**
 * Retires an image no page names any more: deleted after the grace period. If the message cannot be sent
 * the object stays (an orphan costs storage; a broken image costs trust), and operators see why in the log.
 */
export async function retireImage(env: Env, imageKey: string) {
  try {
    await env.IMAGE_CLEANUP_QUEUE.send({ imageKey }, { delaySeconds: imageGraceSeconds(env) });
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
