import { createExecutionContext, env } from "cloudflare:test";
import { app } from "../../../worker/app";
import { CITY_COOKIE } from "../../../worker/contract/jurisdictions";
import { describe, expect, it, vi } from "vitest";
import { UNINDEXED_ROUTES } from "../../../worker/contract/route-meta";
import { get, headOf, SHELL, withShell } from "../seo/shell";

// Paths that are no file of the built SPA reach the Worker (routes/spa.ts): an app route gets index.html,
// never cached, with the screen's own head (tests/worker/seo/ check each route's tags) and an honest status;
// a missing file, above all an old build's /assets/ chunk, an uncached 404 instead of HTML that a browser
// would keep as that chunk for a year.

describe("the SPA fallback", () => {
  it("answers a member screen with the shell, revalidated on every visit, under the strict CSP", async () => {
    for (const path of ["/me", "/me/notifications", "/admin/moderation"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
      const html = await res.text();
      // The shell as built, with only the head added to: its own script and body are untouched.
      expect(html).toContain('<script src="/theme-init.js"></script>');
      expect(html.slice(html.indexOf("</head>"))).toBe(SHELL.slice(SHELL.indexOf("</head>")));
    }
  });

  it("keeps member and back-office screens at 200 with the site's words, unindexed", async () => {
    const privatePaths = UNINDEXED_ROUTES.map((pattern) => pattern.replace(/\$[a-z]+/g, "0193c0de"));
    for (const path of [...privatePaths, "/reset-password?token=secret-token", "/me/"]) {
      const head = await headOf(path);
      expect(head.title, path).toBe("Plaza — real-time democracy for your city");
      expect(head.meta.get("robots"), path).toBe("noindex");
      expect(head.res.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(head.canonical).toBeNull();
      expect(head.jsonLd).toEqual([]);
      expect(head.html).not.toContain("secret-token");
    }
  });

  it("answers a path no screen of the SPA has with 404 and the shell, unindexed", async () => {
    for (const path of ["/motions/extra", "/pages/search", "/admin/nothing", "/a/b/c/d", "/x/motion/1"]) {
      const head = await headOf(path, 404);
      expect(head.title, path).toBe("Page not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
    }
  });

  it("renders a public screen for a visitor with a chosen city and a location, as for anyone", async () => {
    const headers = { Cookie: `session=secret; ${CITY_COOKIE}=rivermouth`, "cf-ipcity": "Rivermouth" };
    const res = await app.fetch(new Request("http://plaza.test/", { headers }), withShell, createExecutionContext());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script type="application/json" id="plaza-server-data">');
    expect(html).not.toContain("secret");
  });

  it("answers HEAD with the status and headers of GET and no body", async () => {
    const found = await get("/about", withShell, "HEAD");
    expect(found.status).toBe(200);
    expect(found.headers.get("Cache-Control")).toBe("no-cache");
    expect(await found.text()).toBe("");
    const missing = await get("/no/such/screen/here", withShell, "HEAD");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("serves the plain shell when the head cannot be read", async () => {
    const down = { prepare: () => { throw new Error("D1 is down"); }, withSession: () => { throw new Error("D1 is down"); } };
    // Every database down, found by what it is (db/placement.ts alone knows their bindings).
    const isDatabase = (value: unknown) => typeof (value as D1Database | null)?.withSession === "function";
    const broken = Object.fromEntries(Object.entries(withShell).map(([key, value]) => [key, isDatabase(value) ? down : value])) as unknown as Env;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await get("/some-page", broken);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("D1 is down"));
    logged.mockRestore();
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
    expect((await get("/motions", withShell, "POST")).status).toBe(404);
  });

  it("answers 404 without the ASSETS binding (the Worker alone, e.g. in API tests)", async () => {
    expect((await get("/motions", { ...env, ASSETS: undefined } as unknown as Env)).status).toBe(404);
  });
});
