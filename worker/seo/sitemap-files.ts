import { STATIC_PUBLIC_PATHS } from "../contract/route-meta";
import type { Db } from "../db/client";
import { jurisdictionPath, motionPath, pagePath } from "../contract/addresses";
import { jurisdictionChunkQuery, lastRowids, motionChunkQuery, pageChunkQuery } from "./sitemap-queries";
import { streamUrlset, type ReadChunk } from "./sitemap-stream";
import { MAX_URLS_PER_FILE, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

// Which sitemaps there are (README.md, "Sitemaps and robots.txt"; decision 25): /sitemaps/static.xml for the
// SPA's public routes, then /sitemaps/jurisdictions-<n>.xml (every jurisdiction's home), pages-<n>.xml and
// motions-<n>.xml, file n holding the rows whose rowid is in ((n-1)·size, n·size]. The index costs three
// one-row reads whatever the table sizes; a file costs size / rowsPerQuery range queries (50 at the
// defaults), each reading at most rowsPerQuery rows plus their hidden neighbours, and primary-key lookups of
// the page and its jurisdiction per row. Every address is built by contract/addresses.ts.

/** Rows per file and per query; only tests shrink them (to page through thousands of rows, not millions). */
export type SitemapLimits = { urlsPerFile: number; rowsPerQuery: number };
export const SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: MAX_URLS_PER_FILE, rowsPerQuery: 1_000 };


type RangedKind = "jurisdictions" | "pages" | "motions";
const RANGED_KINDS: RangedKind[] = ["jurisdictions", "pages", "motions"];
export type SitemapFile = { kind: "static" } | { kind: RangedKind; n: number };

// One spelling per file (no leading zeros, no "-0"), so no two URLs name the same sitemap.
const FILE_NAME = /^(static|jurisdictions|pages|motions)(?:-([1-9][0-9]{0,8}))?\.xml$/;

/** The file a /sitemaps/<name> asks for, or null for a name that is none. */
export const parseSitemapFile = (name: string): SitemapFile | null => {
  const [, kind, n] = FILE_NAME.exec(name) ?? [];
  if (kind === "static") return n ? null : { kind };
  if (RANGED_KINDS.includes(kind as RangedKind) && n) return { kind: kind as RangedKind, n: Number(n) };
  return null;
};

const fileUrl = (origin: string, file: SitemapFile) =>
  `${origin}/sitemaps/${file.kind === "static" ? "static" : `${file.kind}-${file.n}`}.xml`;

const fileCount = (lastRowid: number, limits: SitemapLimits) => Math.ceil(lastRowid / limits.urlsPerFile);

/** The sitemap index: the static file, then every jurisdictions, pages and motions file up to the tables' last rowids. */
export const sitemapIndex = async (db: Db, origin: string, limits = SITEMAP_LIMITS) => {
  const last = await lastRowids(db);
  const files: SitemapFile[] = [{ kind: "static" }];
  for (const kind of RANGED_KINDS) {
    for (let n = 1; n <= fileCount(last[kind], limits); n++) files.push({ kind, n });
  }
  // An index names at most 50,000 files: 2.5 billion motions at the default size, far past what a D1
  // database (10 GB) can hold, so the cap only keeps the answer valid should a test shrink the files.
  return sitemapIndexXml(files.slice(0, MAX_URLS_PER_FILE).map((file) => fileUrl(origin, file)));
};

/** The static routes, without <lastmod>: their text ships with the build, which records no date per route. */
export const staticSitemap = (origin: string) => urlsetXml(STATIC_PUBLIC_PATHS.map((path) => ({ loc: origin + path })));

const latest = (...times: (Date | null)[]) => Math.max(...times.map((t) => t?.getTime() ?? 0));

/**
 * A jurisdictions, pages or motions file as a stream, or null when the index does not name it (past the last
 * rowid). A jurisdiction's home is /{jurisdiction} (no <lastmod>: its totals move with every vote); a page is
 * /{jurisdiction}/{page}, its <lastmod> its last edit; a motion's permalink is
 * /{jurisdiction}/{page}/motions/{id}, its <lastmod> the latest of its posting, its score and its newest
 * official update.
 */
export const rangedSitemap = async (db: Db, origin: string, file: { kind: RangedKind; n: number }, limits = SITEMAP_LIMITS) => {
  const last = await lastRowids(db);
  if (file.n > fileCount(last[file.kind], limits)) return null;
  const through = file.n * limits.urlsPerFile;
  const read: ReadChunk = async (after) => {
    const range = { after, through, limit: limits.rowsPerQuery };
    if (file.kind === "jurisdictions") {
      const rows = await jurisdictionChunkQuery(db, range);
      return { rows, urls: rows.map((j) => ({ loc: `${origin}${jurisdictionPath(j)}` })) };
    }
    if (file.kind === "pages") {
      const rows = await pageChunkQuery(db, range);
      const urls = rows.map((p) => ({ loc: `${origin}${pagePath({ slug: p.slug, jurisdiction: { slug: p.jurisdiction } })}`, lastmod: latest(p.createdAt, p.updatedAt) }));
      return { rows, urls };
    }
    const rows = await motionChunkQuery(db, range);
    const urls = rows.map((m) => ({
      loc: `${origin}${motionPath({ _id: m.id, entity: { slug: m.slug, jurisdiction: { slug: m.jurisdiction } } })}`,
      lastmod: latest(m.createdAt, m.scoredAt, m.answeredAt),
    }));
    return { rows, urls };
  };
  return streamUrlset(read, (file.n - 1) * limits.urlsPerFile, limits.rowsPerQuery);
};
