import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";

// GET /robots.txt: public pages open, member and back-office screens closed, the sitemap index named. The
// rules are checked the way RFC 9309 crawlers apply them (longest match wins, Allow on a tie; `*` any
// characters, `$` the end), so a prefix that would also close a page such as /meadow-park is caught.

const get = (path: string, method = "GET") => app.fetch(new Request(`http://plaza.test${path}`, { method }), env, createExecutionContext());

type Rule = { allow: boolean; pattern: string };

const rulesOf = (text: string): Rule[] =>
  text
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, field, pattern]) => ({ allow: field === "Allow", pattern: pattern! }));

const matches = (pattern: string, path: string) => {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern).split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${body.join(".*")}${anchored ? "$" : ""}`).test(path);
};

/** RFC 9309 2.2.2: the longest matching pattern decides; Allow wins a tie; no match means allowed. */
const allowed = (rules: Rule[], path: string) => {
  const best = rules
    .filter((r) => matches(r.pattern, path))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
};

describe("GET /robots.txt", () => {
  it("is plain text, cached for an hour, one group for every crawler, and names the sitemap index", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines.filter((l) => l.startsWith("User-agent:"))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([`Sitemap: ${new URL(env.APP_URL).origin}/sitemap.xml`]);
    expect(lines).toContain("Disallow: /api/");
    // Every line is a record of RFC 9309 or blank.
    for (const line of lines) expect(line).toMatch(/^((User-agent|Allow|Disallow|Sitemap): \S+)?$/);
  });

  it("closes member-only and back-office screens and one-time links, with or without a query or subpath", async () => {
    const rules = rulesOf(await (await get("/robots.txt")).text());
    const closed = [
      "/me",
      "/me/",
      "/me/notifications",
      "/admin",
      "/admin/pages/add",
      "/editor",
      "/editor/motions",
      "/auth/callback?code=x&state=y",
      "/notifications/unsubscribe?token=t",
      "/verify-email?token=t",
      "/verify-email-pending",
      "/reset-password?token=t",
      "/reset-password",
      "/pages/search/parks",
      "/api/auth/loggedin",
      "/api/me/motions",
      "/api/admin/editor",
      "/api/dev/mail",
    ];
    for (const path of closed) expect(allowed(rules, path), path).toBe(false);
  });

  it("leaves every public page open, pages whose slug starts like a private route included", async () => {
    const rules = rulesOf(await (await get("/robots.txt")).text());
    const open = [
      "/",
      "/motions",
      "/pages",
      "/about",
      "/transparency",
      "/meadow-park",
      "/metro-transit/motions/0193a1b2-0000-7000-8000-000000000000",
      "/authority-board",
      "/administration",
      "/editorial-board",
      "/notifications-office",
      "/sitemap.xml",
      "/sitemaps/motions-1.xml",
      "/images/entities/x.png",
      // The public reads a script-running crawler needs to render those pages.
      "/api/entity/metro-transit",
      "/api/idea/entityidea?entity=x&sort=Latest",
      "/api/idea/0193a1b2-0000-7000-8000-000000000000",
      "/api/site",
      "/api/stats",
    ];
    for (const path of open) expect(allowed(rules, path), path).toBe(true);
  });

  it("answers HEAD with the headers and no body, and names the site's public address whatever host was asked", async () => {
    const head = await get("/robots.txt", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await head.text()).toBe("");
    const bindings = { ...env, APP_URL: "https://plaza.example" };
    const res = await app.fetch(new Request("http://localhost:8787/robots.txt"), bindings, createExecutionContext());
    expect(await res.text()).toContain("\nSitemap: https://plaza.example/sitemap.xml\n");
  });
});
