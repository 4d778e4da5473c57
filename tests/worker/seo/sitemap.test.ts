import { insertCity } from "../support/jurisdiction-factory";
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import type { ModerationState } from "../../../worker/contract/moderation-states";
import { insertMotion, insertPage } from "../support/factories";

import { sitemapIndexLocs, urlsetEntries } from "./sitemap-xml-check";
import { refreshCatalogue } from "../support/catalogue";

// GET /sitemap.xml and the sitemaps it names, through the whole app: media types, caching, the protocol's
// rules (sitemap-xml-check.ts), the static routes, every jurisdiction's home, the pages and the public motions
// at their addresses (README.md, "URLs") with their <lastmod>, and never a hidden or pre-moderated motion. Paging through thousands of rows: sitemap-paging.test.ts.

// Requests go to the test host; every URL in the answers is on APP_URL's origin (seo/site-origin.ts).
const ORIGIN = new URL(env.APP_URL).origin;
const get = (path: string, method = "GET") => app.fetch(new Request(`http://plaza.test${path}`, { method }), env, createExecutionContext());
const XML = "application/xml; charset=utf-8";

const text = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("Content-Type"), path).toBe(XML);
  expect(res.headers.get("Cache-Control"), path).toBe("public, max-age=3600");
  return res.text();
};

/** Every <url> of every file the index names. */
const allEntries = async () => {
  const files = sitemapIndexLocs(await text("/sitemap.xml"), ORIGIN);
  const entries = [];
  for (const file of files) entries.push(...urlsetEntries(await text(new URL(file).pathname), ORIGIN));
  return { files, entries };
};

const HIDDEN: ModerationState[] = ["hidden", "removed", "appealed", "awaiting"];
const at = (iso: string) => new Date(iso);

describe("the sitemaps", () => {
  it("index the static routes first, then the jurisdictions, pages and motions files", async () => {
    await insertMotion((await insertPage()).id);
    await refreshCatalogue();
    const files = sitemapIndexLocs(await text("/sitemap.xml"), ORIGIN);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/static.xml`,
      `${ORIGIN}/sitemaps/jurisdictions-1.xml`,
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/motions-1.xml`,
    ]);
  });

  it("list every jurisdiction's home at /{jurisdiction}, without a date", async () => {
    const city = await insertCity();
    const { entries } = await allEntries();
    for (const slug of ["nation", "region", "city", city.slug]) expect(entries, slug).toContainEqual({ loc: `${ORIGIN}/${slug}`, lastmod: undefined });
  });

  it("list the SPA's public routes, absolute, without a date", async () => {
    const entries = urlsetEntries(await text("/sitemaps/static.xml"), ORIGIN);
    const paths = ["/", "/motions", "/pages", "/manifesto", "/about", "/team", "/contact", "/privacy-policy", "/terms-of-service", "/how-scoring-works", "/transparency"];
    expect(entries).toEqual(paths.map((path) => ({ loc: `${ORIGIN}${path}`, lastmod: undefined })));
  });

  it("list each page at /{jurisdiction}/{page} with its last edit, and each public motion at its permalink with its latest change", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id, createdAt: at("2026-01-02T03:04:05.678Z"), updatedAt: at("2026-02-03T04:05:06.789Z") });
    const fresh = await insertPage({ createdAt: at("2026-03-01T00:00:00Z") });
    const posted = await insertMotion(page.id, { createdAt: at("2026-04-01T10:00:00Z") });
    const scored = await insertMotion(page.id, { createdAt: at("2026-04-01T10:00:00Z"), score: 70, scoredAt: at("2026-04-01T10:00:09Z") });
    const answered = await insertMotion(page.id, {
      createdAt: at("2026-04-01T10:00:00Z"),
      scoredAt: at("2026-04-01T10:00:09Z"),
      answeredAt: at("2026-05-06T07:08:09Z"),
      moderationState: "review", // reported, still public
    });
    // Motions are listed from the national catalogue, which the minute's refresh brings up to rows written straight to D1.
    await refreshCatalogue();
    const { entries } = await allEntries();
    const lastmod = (path: string) => entries.filter((e) => e.loc === `${ORIGIN}${path}`).map((e) => e.lastmod);
    const path = `/${city.slug}/${page.slug}`;
    expect(lastmod(path)).toEqual(["2026-02-03T04:05:06Z"]);
    expect(lastmod(`/city/${fresh.slug}`)).toEqual(["2026-03-01T00:00:00Z"]);
    expect(lastmod(`${path}/motions/${posted.id}`)).toEqual(["2026-04-01T10:00:00Z"]);
    expect(lastmod(`${path}/motions/${scored.id}`)).toEqual(["2026-04-01T10:00:09Z"]);
    expect(lastmod(`${path}/motions/${answered.id}`)).toEqual(["2026-05-06T07:08:09Z"]);
    // Never the pre-nation addresses, which answer 301.
    expect(lastmod(`/${page.slug}`)).toEqual([]);
  });

  it("never list a hidden or pre-moderated motion", async () => {
    const page = await insertPage();
    const hidden = await Promise.all(HIDDEN.map((moderationState) => insertMotion(page.id, { moderationState })));
    const shown = await insertMotion(page.id);
    await refreshCatalogue();
    const locs = (await allEntries()).entries.map((e) => e.loc);
    for (const motion of hidden) expect(locs.some((loc) => loc.endsWith(motion.id)), motion.moderationState).toBe(false);
    expect(locs).toContain(`${ORIGIN}/city/${page.slug}/motions/${shown.id}`);
    expect(new Set(locs).size, "a URL listed twice").toBe(locs.length);
  });

  it("put every URL on the site's public address, whatever host the request came to", async () => {
    const bindings = { ...env, APP_URL: "https://plaza.example" };
    const index = await app.fetch(new Request("http://localhost:8787/sitemap.xml"), bindings, createExecutionContext());
    expect(sitemapIndexLocs(await index.text(), "https://plaza.example")[0]).toBe("https://plaza.example/sitemaps/static.xml");
    const motions = await app.fetch(new Request("http://plaza.test/sitemaps/motions-1.xml"), bindings, createExecutionContext());
    expect(urlsetEntries(await motions.text(), "https://plaza.example").length).toBeGreaterThan(0);
  });

  it("answer a file the index does not name with a 404 nobody keeps", async () => {
    for (const name of ["motions-0.xml", "motions-01.xml", "motions-999999.xml", "pages-2000.xml", "jurisdictions-3000.xml", "jurisdictions.xml", "static-1.xml", "motions.xml", "users-1.xml", "motions-1.xml.gz", "..%2Fsitemap.xml"]) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get("Cache-Control"), name).toBe("no-store");
      expect(await res.json()).toEqual({ message: "Not found." });
    }
  });

  it("answer HEAD with the headers and no body", async () => {
    const res = await get("/sitemaps/motions-1.xml", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(XML);
    expect(await res.text()).toBe("");
  });
});
