// robots.txt (RFC 9309): crawl the public pages, not the member or back-office screens, and find every URL
// through the sitemap index. Paths match as prefixes, and a page lives at /{slug} (worker/shared/slug.ts), so
// "Disallow: /me" would also keep crawlers off a page named /meadow-park, "/auth" off /authority-board.
// Each private route is therefore closed exactly: the path itself ($ ends the match, RFC 9309 2.2.3), with
// a query string, and everything under it.

export const TEXT_CONTENT_TYPE = "text/plain; charset=utf-8";

/** The SPA's member-only and back-office routes (web/src/routes): signed-in screens and one-time links. */
const PRIVATE_ROUTES = ["/me", "/admin", "/editor", "/auth", "/notifications", "/verify-email", "/verify-email-pending", "/reset-password", "/confirm-email"];

/**
 * Public reads the SPA makes while rendering a public page. Crawlers that run scripts (Googlebot) fetch them
 * under robots.txt too, so closing all of /api/ would leave them a page without its motions. The longest
 * matching rule wins (RFC 9309 2.2.2), so these open only what they name; everything else under /api/ —
 * sign-in, member and staff calls — stays closed, and would only answer 401 anyway.
 */
const RENDERING_READS = ["/api/entity", "/api/idea", "/api/site", "/api/stats", "/api/transparency", "/api/ai/rubric"];

/** The whole robots.txt for a site at `origin`. */
export const robotsTxt = (origin: string) =>
  [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_ROUTES.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`, `Disallow: ${path}/`]),
    // Search results are an endless space of near-duplicates of /pages; the pages themselves are in the sitemap.
    "Disallow: /pages/search/",
    "Disallow: /api/",
    ...RENDERING_READS.map((path) => `Allow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
