import { Hono, type Context } from "hono";
import { commonMessages } from "../contract/messages";
import { replicaDb } from "../db/client";
import { robotsTxt, TEXT_CONTENT_TYPE } from "../seo/robots";
import { siteOrigin } from "../seo/site-origin";
import { parseSitemapFile, rangedSitemap, SITEMAP_LIMITS, sitemapIndex, staticSitemap, type SitemapLimits } from "../seo/sitemap-files";
import { XML_CONTENT_TYPE } from "../seo/sitemap-xml";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";

// What crawlers read at the site's root (README.md, "Sitemaps and robots.txt"): /robots.txt, the sitemap
// index at /sitemap.xml and the sitemaps it names under /sitemaps/. Mounted before the SPA fallback, which
// would otherwise answer these file-like paths with a 404.

// Crawlers come back daily at most; an hour keeps a burst of them (or of retries) to one read an hour per
// cache, and a new motion reaches the sitemap within the hour.
const CRAWLER_CACHE = "public, max-age=3600";

/**
 * Every URL is on the site's public address (seo/site-origin.ts: APP_URL's origin, as the canonical links of
 * every screen's head): a sitemap lists canonical URLs only, and one fetched on another host name
 * (workers.dev, a preview) must not teach a crawler that host. robots.txt names the index on the same
 * origin, the form of cross-host submission sitemaps.org allows.
 */
const originOf = (c: Context<AppEnv>) => siteOrigin(c.env, new URL(c.req.url));

// Read through a session that may use any replica (replicaDb): sitemaps run on their own, never after a
// write of the same caller, so no bookmark is needed or handed out (the app's d1Session sits on /api only).

/** The routes with the given file sizes; the app mounts `crawlerRoutes`, tests may build smaller files. */
export const sitemapRoutes = (limits: SitemapLimits = SITEMAP_LIMITS) =>
  new Hono<AppEnv>()
    .get("/robots.txt", (c) => c.body(robotsTxt(originOf(c)), 200, { "Content-Type": TEXT_CONTENT_TYPE, "Cache-Control": CRAWLER_CACHE }))
    .get("/sitemap.xml", async (c) => {
      const xml = await sitemapIndex(replicaDb(c.env), originOf(c), limits);
      return c.body(xml, 200, { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": CRAWLER_CACHE });
    })
    .get("/sitemaps/:file", async (c) => {
      const file = parseSitemapFile(c.req.param("file"));
      const origin = originOf(c);
      const body = file?.kind === "static" ? staticSitemap(origin) : file && (await rangedSitemap(replicaDb(c.env), origin, file, limits));
      // A file the index does not name (yet) is an honest 404 that nobody keeps, like any missing file.
      if (!body) throw httpError(404, commonMessages.notFound, { "Cache-Control": "no-store" });
      return c.body(body, 200, { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": CRAWLER_CACHE });
    });

export const crawlerRoutes = sitemapRoutes();
