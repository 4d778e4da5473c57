import { insertCity } from "../support/jurisdiction-factory";
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motions } from "../../../worker/db/schema";
import { call } from "../support/client";
import { db, insertMotion, insertPage, PNG_BYTES } from "../support/factories";

import { jurisdictions } from "../../../worker/db/jurisdiction-schema";

// GET /og/motions/:id.png (worker/routes/share-card.ts, worker/share-card/): a 1200×630 PNG drawn with
// satori and resvg inside workerd, stored in R2 under share-cards/<id>/<version>.png and drawn again only
// when what it shows changes. Requests go through the app with the test's bindings and wait for its
// background work (the R2 store), so each test sees the stored card.

const cardOf = (id: string, headers: Record<string, string> = {}) => call(`/og/motions/${id}.png`, { headers }, env);

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** Width and height from the PNG's IHDR chunk: bytes 16–19 and 20–23, big-endian. */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

const storedKeys = async (id: string) => (await env.IMAGES.list({ prefix: `share-cards/${id}/` })).objects.map((o) => o.key);

const setMotion = (id: string, values: Partial<typeof motions.$inferInsert>) => db().update(motions).set(values).where(eq(motions.id, id));

describe("GET /og/motions/:id.png", () => {
  it("answers a 1200×630 PNG, kept an hour, and stores it in R2", async () => {
    const page = await insertPage({ name: "Harbor Parks" });
    const motion = await insertMotion(page.id, { text: "Add shade sails over the Harbor Street playground before summer.", score: 72.4, up: 12, down: 3 });
    const res = await cardOf(motion.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const bytes = await bytesOf(res);
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(await storedKeys(motion.id)).toEqual([expect.stringMatching(new RegExp(`^share-cards/${motion.id}/[0-9a-f]{16}\\.png$`))]);
  });

  it("draws a new card when the score changes, and deletes the one it replaces", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 40, up: 20 });
    const before = await bytesOf(await cardOf(motion.id));
    const [oldKey] = await storedKeys(motion.id);
    await setMotion(motion.id, { aiScore: 81 }); // orange → green
    const after = await bytesOf(await cardOf(motion.id));
    expect(after).not.toEqual(before);
    const keys = await storedKeys(motion.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(oldKey);
  });

  it("draws a new card when the motion's city is renamed: the card names the city", async () => {
    const city = await insertCity({ name: "Millbrook" });
    const motion = await insertMotion((await insertPage({ jurisdictionId: city.id })).id, { score: 64, up: 8 });
    const before = await bytesOf(await cardOf(motion.id));
    const [oldKey] = await storedKeys(motion.id);
    await db().update(jurisdictions).set({ name: "Millbrook Falls" }).where(eq(jurisdictions.id, city.id));
    expect(await bytesOf(await cardOf(motion.id))).not.toEqual(before);
    expect(await storedKeys(motion.id)).not.toEqual([oldKey]);
  });

  it("keeps serving the stored card for one more vote at 500 votes", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 55, up: 500, down: 40 });
    await cardOf(motion.id);
    const [key] = await storedKeys(motion.id);
    // A marker in place of the stored card: answered as it is only if the card is not drawn again.
    await env.IMAGES.put(key!, PNG_BYTES, { httpMetadata: { contentType: "image/png" } });
    await setMotion(motion.id, { upCount: 501 });
    expect(await bytesOf(await cardOf(motion.id))).toEqual(PNG_BYTES);
    expect(await storedKeys(motion.id)).toEqual([key]);
    await setMotion(motion.id, { upCount: 520 }); // 500 → 520: a card of its own
    expect(await bytesOf(await cardOf(motion.id))).not.toEqual(PNG_BYTES);
    expect(await storedKeys(motion.id)).not.toEqual([key]);
  });

  it("says 'Scoring…' for a pending score for a minute only", async () => {
    const motion = await insertMotion((await insertPage()).id); // pending
    const res = await cardOf(motion.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(pngSize(await bytesOf(res))).toEqual({ width: 1200, height: 630 });
  });

  it("answers 304 to a visitor who has this version, by its ETag", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 30 });
    const etag = (await cardOf(motion.id)).headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await cardOf(motion.id, { "If-None-Match": etag })).status).toBe(304);
    await setMotion(motion.id, { status: "accepted" });
    expect((await cardOf(motion.id, { "If-None-Match": etag })).status).toBe(200);
  });

  it("answers 404 for an unknown motion, a malformed id or any other /og path, and keeps nobody's copy", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 50 });
    const paths = [crypto.randomUUID(), "not%20an%20id", "x".repeat(65)].map((id) => `/og/motions/${id}.png`);
    paths.push(`/og/motions/${motion.id}`, `/og/motions/${motion.id}.jpg`, "/og/", "/og/pages/x.png");
    for (const path of paths) {
      const res = await call(path, undefined, env);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(await res.json(), path).toEqual({ message: expect.stringMatching(/not found/i) });
    }
  });

  it.each(["hidden", "removed", "appealed", "awaiting"] as const)("has no card for a %s motion, and deletes the stored one", async (state) => {
    const text = `A motion the public may not read now (${state}).`;
    const motion = await insertMotion((await insertPage()).id, { text, score: 64, up: 9 });
    await cardOf(motion.id); // drawn while public
    expect(await storedKeys(motion.id)).toHaveLength(1);
    await setMotion(motion.id, { moderationState: state });
    const res = await cardOf(motion.id);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.text()).not.toContain(text);
    expect(await storedKeys(motion.id)).toEqual([]);
  });

  it("draws the card of a reported motion that is still public (review)", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 64, moderationState: "review" });
    expect((await cardOf(motion.id)).headers.get("Content-Type")).toBe("image/png");
  });
});

describe("GET /og/motions/:id.png behind the edge cache", () => {
  const edgeOn = { ...env, EDGE_CACHE_SECONDS: "30" };

  it("keeps the edge's copy for EDGE_CACHE_SECONDS and the browser's for an hour", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 44 });
    const url = `/og/motions/${motion.id}.png`;
    const first = await call(url, undefined, edgeOn);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600, s-maxage=30");
    const drawn = await bytesOf(first);
    await setMotion(motion.id, { aiScore: 90 });
    const second = await call(url, undefined, edgeOn); // the edge's copy: D1 is not read again
    expect(await bytesOf(second)).toEqual(drawn);
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=3600, s-maxage=30");
    expect(await bytesOf(await cardOf(motion.id))).not.toEqual(drawn); // past the edge: the new score
  });
});
