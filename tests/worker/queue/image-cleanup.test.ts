import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { insertPage, ORIGIN } from "../factories";
import { addPage, adminSession, imageFile, imageKeyOf, JPEG_BYTES, pageForm, type EntityJson } from "../staff-helpers";
import { deliver } from "./helpers";
import { IMAGE_CLEANUP_QUEUE, imageGraceSeconds } from "../../../worker/jobs/image-cleanup";

// A replaced page image stays readable while open tabs and cached lists may still name it, and
// "plaza-image-cleanup" deletes it after the grace period.

const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;

/** The Worker's env with the given edge TTL and the cleanup queue's sends recorded on their way to the queue. */
function recordingEnv(edgeCacheSeconds = "30") {
  const sent: { body: unknown; delaySeconds?: number }[] = [];
  const queue = env.IMAGE_CLEANUP_QUEUE;
  const recording = {
    send: (body: unknown, options?: QueueSendOptions) => {
      sent.push({ body, delaySeconds: options?.delaySeconds });
      return queue.send(body, options);
    },
    sendBatch: queue.sendBatch.bind(queue),
  } as Queue;
  return { sent, bindings: { ...env, EDGE_CACHE_SECONDS: edgeCacheSeconds, IMAGE_CLEANUP_QUEUE: recording } as Env };
}

async function replaceImage(page: EntityJson, auth: Record<string, string>, bindings: Env) {
  const ctx = createExecutionContext();
  const init = { method: "PUT", headers: auth, body: pageForm({}, imageFile(JPEG_BYTES, "new.jpg", "image/jpeg")) };
  const res = await app.fetch(new Request(`${ORIGIN}/api/entity/edit/${page._id}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return imageKeyOf(((await res.json()) as { entity: EntityJson }).entity);
}

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

    const newKey = await replaceImage(page, auth, bindings);
    expect(newKey).not.toBe(oldKey);
    expect(await exists(oldKey)).toBe(true);
    const served = await app.fetch(new Request(`${ORIGIN}/images/${oldKey}`), bindings, createExecutionContext());
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    expect(sent).toEqual([{ body: { imageKey: oldKey }, delaySeconds: delay }]);
  });
});

describe("the plaza-image-cleanup consumer", () => {
  it("deletes a retired image no page names", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const { bindings } = recordingEnv();
    const oldKey = imageKeyOf(page);
    await replaceImage(page, auth, bindings);

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

describe("imageGraceSeconds", () => {
  it("is an hour with the cache off or a short TTL, twice longer ones (the TTL itself stops at an hour)", () => {
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "0" })).toBe(3600);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "86400" })).toBe(7200);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "30" })).toBe(3600);
    expect(imageGraceSeconds({ EDGE_CACHE_SECONDS: "3600" })).toBe(7200);
  });
});
