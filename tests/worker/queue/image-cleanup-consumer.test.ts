import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IMAGE_CLEANUP_QUEUE } from "../../../worker/jobs/image-cleanup";
import { insertPage } from "../support/factories";
import { deliver } from "../support/queue";
import { addPage, adminSession, imageFile, imageKeyOf, JPEG_BYTES, pageForm, putPage } from "../support/staff";

// The "plaza-image-cleanup" consumer through the Worker's own queue handler: it deletes a replaced page
// image once no page names it. Why deletion waits, and what gets queued: jobs/image-cleanup.test.ts.

const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;

describe("the plaza-image-cleanup consumer", () => {
  it("deletes a retired image no page names", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const oldKey = imageKeyOf(page);
    const replaced = await putPage(auth, page._id, pageForm({}, imageFile(JPEG_BYTES, "new.jpg", "image/jpeg")));
    expect(replaced.status).toBe(200);

    const result = await deliver(IMAGE_CLEANUP_QUEUE, [{ body: { imageKey: oldKey } }]);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(await exists(oldKey)).toBe(false);
  });

  it("keeps an image a page names, and acknowledges a redelivery of a deleted one", async () => {
    const page = await insertPage();
    await env.IMAGES.put(page.imageKey, JPEG_BYTES);
    const kept = await deliver(IMAGE_CLEANUP_QUEUE, [{ body: { imageKey: page.imageKey } }]);
    expect(kept.explicitAcks).toEqual(["msg-0"]);
    expect(await exists(page.imageKey)).toBe(true);

    const gone = "entities/01890000-0000-7000-8000-000000000000.png";
    const again = await deliver(IMAGE_CLEANUP_QUEUE, [{ body: { imageKey: gone }, attempts: 2 }]);
    expect(again.explicitAcks).toEqual(["msg-0"]);
    expect(again.retryMessages).toEqual([]);
  });

  it("acknowledges a malformed message without deleting anything outside entities/", async () => {
    await env.IMAGES.put("keep/me.txt", "not a page image");
    const result = await deliver(IMAGE_CLEANUP_QUEUE, [
      { body: { imageKey: "keep/me.txt" } },
      { body: { imageKey: "entities/../keep/me.txt" } },
      { body: "entities/x.png" },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1", "msg-2"]);
    expect(await exists("keep/me.txt")).toBe(true);
  });
});
