// The text of sitemaps (the sitemaps.org protocol 0.9): a urlset of <url> entries, and the index that names
// every sitemap. Written by hand rather than through an XML library: the protocol uses four elements, and
// writing them as strings lets a sitemap stream out in chunks (sitemap-stream.ts).

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

/** The protocol's limits for one file: 50,000 URLs (or sitemaps in an index), 50 MB uncompressed. */
export const MAX_URLS_PER_FILE = 50_000;

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = "</urlset>\n";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an element: the protocol asks for all five entities to be escaped in a <loc>. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/**
 * A W3C Datetime (the protocol's <lastmod> format): complete date and time in UTC to the second, e.g.
 * 2026-05-17T09:30:00Z. Milliseconds are dropped: no crawler schedules finer than that.
 */
export const w3cDatetime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** One URL of a sitemap: `loc` absolute and already URL-encoded, `lastmod` in ms since the epoch. */
export type SitemapUrl = { loc: string; lastmod?: number | null };

export const urlEntry = ({ loc, lastmod }: SitemapUrl) => {
  const modified = lastmod == null ? "" : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`;
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
};

/** A whole small urlset (the static routes); large ones are streamed instead. */
export const urlsetXml = (urls: SitemapUrl[]) => URLSET_OPEN + urls.map(urlEntry).join("") + URLSET_CLOSE;

/** The sitemap index: one <sitemap><loc> per file, absolute URLs. */
export const sitemapIndexXml = (locs: string[]) =>
  `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
  locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("") +
  "</sitemapindex>\n";
