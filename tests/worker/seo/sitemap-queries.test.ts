import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { motionCatalogue } from "../../../worker/db/catalogue-schema";
import { pages } from "../../../worker/db/schema";
import { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { jurisdictionChunkQuery, lastRowidQuery, motionChunkQuery, pageChunkQuery } from "../../../worker/seo/sitemap-queries";
import { db } from "../support/factories";
import { directory } from "../../../worker/db/placement";

// The sitemaps' reads must cost the same with millions of motions as with ten (README.md decision 25): the
// index seeks to the end of each table, and a file's chunk is a range search on the rowid, with the page and
// its jurisdiction found by their primary keys. No step may scan a table or an index, or sort.

const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  const { results } = await directory(env).prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
};

const expectNoScan = (detail: string) => {
  expect(detail).not.toMatch(/\bSCAN\b/);
  expect(detail).not.toContain("TEMP B-TREE");
};

describe("sitemap query plans", () => {
  it("finds the last rowid of each table with one seek", async () => {
    // A plain "SEARCH <table>" with no index named is the min/max optimisation: one step down the b-tree.
    expect(await plan(lastRowidQuery(db(), motionCatalogue))).toBe("SEARCH motion_catalogue");
    expect(await plan(lastRowidQuery(db(), pages))).toBe("SEARCH entities");
    expect(await plan(lastRowidQuery(db(), jurisdictions))).toBe("SEARCH jurisdictions");
  });

  it("reads a chunk of the catalogue's motions as a rowid range, in order without sorting", async () => {
    const detail = await plan(motionChunkQuery(db(), { after: 4000, through: 5000, limit: 100 }));
    expect(detail).toContain("SEARCH motion_catalogue USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)");
    expectNoScan(detail);
  });

  it("reads a chunk of pages as a rowid range, each jurisdiction by its primary key", async () => {
    const detail = await plan(pageChunkQuery(db(), { after: 0, through: 50_000, limit: 1000 }));
    expect(detail).toContain("SEARCH entities USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)");
    expect(detail).toMatch(/SEARCH jurisdictions USING INDEX sqlite_autoindex_jurisdictions_1 \(id=\?\)/);
    expectNoScan(detail);
  });

  it("reads a chunk of jurisdictions as a rowid range", async () => {
    const detail = await plan(jurisdictionChunkQuery(db(), { after: 0, through: 50_000, limit: 1000 }));
    expect(detail).toContain("SEARCH jurisdictions USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)");
    expectNoScan(detail);
  });
});
