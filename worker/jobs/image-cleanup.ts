import { z } from "zod";
import { errorMessage, logEvent } from "../shared/log";
import { edgeTtl } from "../shared/config";

// The producer side of image cleanup. A replaced page image is deleted late, not at once: a tab opened
// before the replacement still shows lists that name the old key (the SPA keeps them in its query cache),
// and with the edge cache on, cached lists and pages name it for up to the edge TTL, and browsers keep those
// for half of that again. Deleting the object then would show those visitors a broken image. So the old key
// goes to "plaza-image-cleanup" with a delay well past every cached copy; queue/image-cleanup-consumer.ts
// deletes it then (README.md, decision 12).

export const IMAGE_CLEANUP_QUEUE = "plaza-image-cleanup";

export const imageCleanupMessage = z.object({ imageKey: z.string().min(1).max(200) });

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
export async function retireImage(env: Pick<Env, "IMAGE_CLEANUP_QUEUE" | "EDGE_CACHE_SECONDS">, imageKey: string) {
  try {
    await env.IMAGE_CLEANUP_QUEUE.send({ imageKey }, { delaySeconds: imageGraceSeconds(env) });
  } catch (err) {
    logEvent("error", { queue: IMAGE_CLEANUP_QUEUE, imageKey, event: "send-failed", error: errorMessage(err) });
  }
}
