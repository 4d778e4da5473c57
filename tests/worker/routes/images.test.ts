import { describe, expect, it } from "vitest";
import { call, client } from "../support/client";
import { PNG_BYTES, putImage } from "../support/factories";

// GET /images/:key: page images from R2, immutable by key, with their stored type and nosniff.

const image = (key: string, headers: Record<string, string> = {}) => client(headers).images[":key{.+}"].$get({ param: { key } });

describe("GET /images/:key", () => {
  it("serves the stored bytes with their type and a year of immutable caching", async () => {
    const { key, etag } = await putImage();
    const res = await image(key);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 304 without a body when If-None-Match carries the current ETag", async () => {
    const { key } = await putImage();
    const first = await image(key);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();

    const res = await image(key, { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves the image again when If-None-Match carries another ETag", async () => {
    const { key } = await putImage();
    const res = await image(key, { "If-None-Match": '"some-other-etag"' });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });

  // Found by tests/worker/robustness/fuzz-headers.test.ts: R2 threw on these and the Worker answered 500.
  it.each([
    ["If-Match", "Thu, 01 Jan 1970 00:00:00 GMT"],
    ["If-None-Match", "W/"],
    ["If-Modified-Since", "yesterday"],
  ])("ignores a malformed %s header and serves the image", async (name, value) => {
    const { key } = await putImage();
    const res = await image(key, { [name]: value });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("falls back to application/octet-stream when the object has no stored type", async () => {
    const bytes = new TextEncoder().encode("<script>alert(1)</script>");
    const { key } = await putImage({ bytes, contentType: null });
    const res = await image(key);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 with the JSON envelope for an unknown key", async () => {
    const res = await image(`entities/${crypto.randomUUID()}.png`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
    expect(await res.json()).toEqual({ message: "Image not found." });
  });

  it("answers 404 for a bare /images/ path", async () => {
    const res = await call("/images/"); // raw: no key at all
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });
});
