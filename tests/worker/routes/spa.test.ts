import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";

// Paths that are no file of the built SPA reach the Worker (routes/spa.ts): an app route gets index.html,
// never cached; a missing file, above all an old build's /assets/ chunk, an uncached 404 instead of HTML
// that a browser would keep as that chunk for a year. The built SPA may not exist when unit tests run, so
// its index.html comes from a stand-in of the ASSETS binding here; the browser tests use the real one.

const INDEX = "<!doctype html><html><body><div id=root></div></body></html>";
const withIndex = { ...env, ASSETS: { fetch: async () => new Response(INDEX, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher };
const get = (path: string, bindings: Env = withIndex, method = "GET") =>
  app.fetch(new Request(`http://plaza.test${path}`, { method }), bindings, createExecutionContext());

describe("the SPA fallback", () => {
  it("answers an app route with index.html, revalidated on every visit", async () => {
    for (const path of ["/motions", "/metro-transit/motions/0193", "/me/notifications"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
      expect(await res.text()).toBe(INDEX);
    }
  });

  it("answers a missing file with a 404 that nobody caches, never with HTML", async () => {
    for (const path of ["/assets/index-OLDHASH.js", "/assets/style-OLD.css", "/favicon-old.ico"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("Content-Type")).toContain("application/json");
    }
  });

  it("keeps the API's JSON 404 and refuses writes to app routes", async () => {
    expect((await get("/api/nothing-here")).status).toBe(404);
    expect((await get("/motions", withIndex, "POST")).status).toBe(404);
  });
});
