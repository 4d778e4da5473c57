import type { Db } from "../db/client";
import { inList } from "../db/in-list";
import { pages } from "../db/schema";
import { PAGE_IMAGE_KEY } from "../images/image-store";

// Page images no page names, older than the grace period a replaced image waits (jobs/image-cleanup.ts):
// left behind when a retirement message could not be sent, or an upload's cleanup failed. The hourly sweep
// deletes them; keys the upload path never makes are never touched.

const LIST_LIMIT = 500;
/** Listing pages a sweep reads: 10,000 images, far more than a city's pages have. */
const MAX_LISTINGS = 20;

const oldEnough = async (bucket: R2Bucket, cutoff: number) => {
  const keys: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_LISTINGS; i++) {
    const listed = await bucket.list({ prefix: "entities/", limit: LIST_LIMIT, cursor });
    keys.push(...listed.objects.filter((o) => PAGE_IMAGE_KEY.test(o.key) && o.uploaded.getTime() < cutoff).map((o) => o.key));
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return keys;
};

export async function orphanImages(db: Db, bucket: R2Bucket, graceMs: number, now = Date.now()) {
  const candidates = await oldEnough(bucket, now - graceMs);
  if (!candidates.length) return [];
  const named = await db
    .select({ key: pages.imageKey })
    .from(pages)
    .where(inList(pages.imageKey, candidates));
  const inUse = new Set(named.map((n) => n.key));
  return candidates.filter((key) => !inUse.has(key));
}
