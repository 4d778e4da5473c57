import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageGraceSeconds } from "../../../worker/jobs/image-cleanup";
import { api, client, okJson } from "../support/client";
import { recordingQueue } from "../support/queue";
import { addPage, adminSession, imageFile, imageKeyOf, JPEG_BYTES, pageForm } from "../support/staff";

// The producer side of image cleanup: a replaced page image stays readable while open tabs and cached lists
// may still name it, and its deletion is queued on "plaza-image-cleanup" with a delay past every cached copy
// (README.md, decision 12). The consumer: queue/image-cleanup-consumer.test.ts.

const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;

/** The Worker's env with the given edge TTL and the cleanup queue's sends recorded on their way to the queue. */
const recordingEnv = (edgeCacheSeconds: string) => {
  const { queue, sent } = recordingQueue(env.IMAGE_CLEANUP_QUEUE);
  return { sent, bindings: { ...env, EDGE_CACHE_SECONDS: edgeCacheSeconds, IMAGE_CLEANUP_QUEUE: queue } };
};

describe("replacing a page image", () => {
  it.each([
    ["on", "30", 3600],
    ["long", "3600", 7200],
    ["off", "0", 3600],
  ])("with the edge cache %s keeps the old image readable and queues its deletion past every cached copy", async (_, ttl, delay) => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const oldKey = imageKeyOf(page);
    const { sent, bindings } = recordingEnv(ttl);

    const form = pageForm({}, imageFile(JPEG_BYTES, "new.jpg", "image/jpeg"));
    const res = await api(auth, bindings).entity.edit[":id"].$put({ param: { id: page._id }, form });
    const newKey = imageKeyOf((await okJson(res)).entity);
    expect(newKey).not.toBe(oldKey);
    expect(await exists(oldKey)).toBe(true);
    const served = await client({}, bindings).images[":key{.+}"].$get({ param: { key: oldKey } });
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    expect(sent).toEqual([{ body: { imageKey: oldKey }, delaySeconds: delay }]);
  });
});

describe("imageGraceSeconds", () => {
  it("is an hour with the cache off or a short TTL, twice longer ones (the TTL itself stops at an hour)", () => {
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "0" })).toBe(3600);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "86400" })).toBe(7200);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "30" })).toBe(3600);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "3600" })).toBe(7200);
  });
});
