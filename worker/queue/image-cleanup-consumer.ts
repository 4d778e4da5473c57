import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { pages } from "../db/schema";
import { imageCleanupMessage } from "../jobs/image-cleanup";
import { deleteImage, PAGE_IMAGE_KEY } from "../images/image-store";
import { errorMessage, logEvent } from "../shared/log";
import { parseBody } from "./batch";

// The consumer of "plaza-image-cleanup": replaced page images, delivered once their grace period is over
// (jobs/image-cleanup.ts says why they wait).

/** Deletes each retired image unless a page names it again; a failed check is retried. */
export async function handleImageCleanupBatch(batch: MessageBatch<unknown>, env: Env) {
  const db = getDb(env);
  for (const msg of batch.messages) {
    const body = parseBody(msg, batch.queue, imageCleanupMessage);
    // Only keys the upload path makes are ever deleted, whatever a message says.
    if (!body || !PAGE_IMAGE_KEY.test(body.imageKey)) {
      if (body) logEvent("error", { queue: batch.queue, messageId: msg.id, event: "not-a-page-image" });
      msg.ack();
      continue;
    }
    const { imageKey } = body;
    try {
      const inUse = await db.select({ id: pages.id }).from(pages).where(eq(pages.imageKey, imageKey)).limit(1);
      if (inUse.length === 0) await deleteImage(env.IMAGES, imageKey);
      logEvent("info", { queue: batch.queue, imageKey, outcome: inUse.length === 0 ? "deleted" : "still-in-use" });
      msg.ack();
    } catch (err) {
      logEvent("warn", { queue: batch.queue, imageKey, outcome: "retry", error: errorMessage(err) });
      msg.retry({ delaySeconds: 60 });
    }
  }
}
