import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listMotions, listQuery, type MotionListOptions } from "../../../worker/motions/list";
import { inJurisdiction } from "../../../worker/db/fts";
import { FEW_MATCHES, RELEVANCE_WINDOW, sortedSearchPlan, type SortedSearchPlan } from "../../../worker/motions/list-search";
import { db, insertMotion, insertPage, uniqueTag } from "../support/factories";
import { insertJurisdiction } from "../support/jurisdiction-factory";
import { directory } from "../../../worker/db/placement";

// A motion search is driven by the FTS index (README.md, "Search"; the 1,000,000-motion run in
// "A million motions"): by relevance the words are looked up in motions_fts and only the motions found are
// read, by rowid; motions itself is never scanned. Sorted other than by relevance, within a page the page's
// index drives and the page's matches are a list subquery; over every page the plan follows how many the
// words find: few are read by rowid and sorted, more are a list subquery checked while the sort's index
// drives, many are looked up in the FTS index one motion at a time while it drives.

const FTS_SCAN = "SCAN motions_fts VIRTUAL TABLE INDEX";
const BY_ROWID = "SEARCH motions USING INTEGER PRIMARY KEY (rowid=?)";
/** A full scan of motions (of the table, or of one of its indexes from end to end). */
const MOTIONS_SCAN = /^SCAN motions(?!_fts)\b/m;

const plan = async (opts: Omit<MotionListOptions, "origin" | "limit">) => {
  const { sql, params } = listQuery(db(), { limit: 8, ...opts }).toSQL();
  const { results } = await directory(env).prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
};

describe("motion search query plans", () => {
  it("searches within a page through the FTS index, reading motions by rowid, with no scan of motions", async () => {
    for (const viewerId of [undefined, "viewer-id"]) {
      const steps = await plan({ sort: "Relevance", q: "bike lanes", pageId: "page-id", viewerId });
      expect(steps).toContain(FTS_SCAN);
      expect(steps).toContain(BY_ROWID);
      expect(steps).not.toMatch(MOTIONS_SCAN);
    }
  });

  it("searches every page through the FTS index too", async () => {
    const steps = await plan({ sort: "Relevance", q: "bike lanes" });
    expect(steps).toContain(FTS_SCAN);
    expect(steps).toContain(BY_ROWID);
    expect(steps).not.toMatch(MOTIONS_SCAN);
  });

  it("sorts a search within a page by votes with the page's votes index and the FTS matches as a list subquery", async () => {
    const steps = await plan({ sort: "Votes", q: "bike lanes", pageId: "page-id" });
    expect(steps).toContain("SEARCH motions USING INDEX motions_entity_votes_idx (entity_id=?)");
    expect(steps).toContain("LIST SUBQUERY");
    expect(steps).toContain(FTS_SCAN);
    expect(steps).not.toContain("TEMP B-TREE");
  });

  it("sorts a search over every page that finds more than a few by votes with the votes index and the FTS matches as a list subquery", async () => {
    const steps = await plan({ sort: "Votes", q: "street", plan: "index-with-list" });
    expect(steps).toContain("SCAN motions USING INDEX motions_votes_idx");
    expect(steps).toContain("LIST SUBQUERY");
    expect(steps).toContain(FTS_SCAN);
    expect(steps).not.toContain("TEMP B-TREE");
    const oneStatus = await plan({ sort: "Votes", q: "street", plan: "index-with-list", statuses: ["open"] });
    expect(oneStatus).toContain("SEARCH motions USING INDEX motions_status_votes_idx (status=?)");
    expect(oneStatus).not.toContain("TEMP B-TREE");
  });

  it("sorts a search over every page that finds many with the sort's index, looking each motion up in the FTS index", async () => {
    for (const [sort, index] of [["Votes", "motions_votes_idx"], ["Latest", "motions_latest_idx"], ["A.I", "motions_ai_idx"]] as const) {
      const steps = await plan({ sort, q: "street", plan: "index-with-lookups" });
      expect(steps, sort).toContain(`SCAN motions USING INDEX ${index}`);
      // One FTS lookup a motion, by its rowid ("=") and the MATCH ("M"), ended by the first hit (EXISTS).
      expect(steps, sort).toMatch(/SCAN motions_fts EXISTS VIRTUAL TABLE INDEX \d+:=M/);
      expect(steps, sort).not.toContain("TEMP B-TREE");
    }
  });

  it("reads the few motions a search over every page finds by rowid, then sorts them", async () => {
    const steps = await plan({ sort: "Votes", q: "ashaford" });
    expect(steps).toContain(FTS_SCAN);
    expect(steps).toContain(BY_ROWID);
    expect(steps).not.toMatch(MOTIONS_SCAN);
  });
});

// Within a region, city or district the jurisdiction's token is part of the MATCH (migration 0024), so FTS5
// finds only its matches; each plan then reads them as over every page, the scope's own index driving.
describe("motion search query plans within a jurisdiction", () => {
  const city = { kind: "city", id: "city-id", motions: 0 } as const;

  it("ranks a city's matches through the FTS index, reading motions by rowid, with no scan of motions", async () => {
    const steps = await plan({ sort: "Relevance", q: "bike lanes", scope: city });
    expect(steps).toContain(FTS_SCAN);
    expect(steps).toContain(BY_ROWID);
    expect(steps).not.toMatch(MOTIONS_SCAN);
  });

  it("reads a city's few matches by rowid and sorts them, without walking the city's index", async () => {
    const steps = await plan({ sort: "Votes", q: "ashaford", scope: city, plan: "matches-first" });
    expect(steps).toContain(BY_ROWID);
    expect(steps).not.toContain("motions_city_votes_idx");
    expect(steps).not.toMatch(MOTIONS_SCAN);
  });

  it("walks the city's and the region's sort index against more matches, as a list or one lookup a motion", async () => {
    for (const kind of ["city", "region"] as const) {
      const scope = { kind, id: `${kind}-id`, motions: 0 };
      const listed = await plan({ sort: "Votes", q: "street", scope, plan: "index-with-list" });
      expect(listed).toContain(`SEARCH motions USING INDEX motions_${kind}_votes_idx (${kind}_id=?)`);
      expect(listed).toContain("LIST SUBQUERY");
      expect(listed).not.toContain("TEMP B-TREE");
      const looked = await plan({ sort: "Latest", q: "street", scope, plan: "index-with-lookups" });
      expect(looked).toContain(`SEARCH motions USING INDEX motions_${kind}_latest_idx (${kind}_id=?)`);
      expect(looked).toMatch(/SCAN motions_fts EXISTS VIRTUAL TABLE INDEX \d+:=M/);
      expect(looked).not.toContain("TEMP B-TREE");
    }
  });
});

const ids = (list: { motions: { _id: string }[] }) => list.motions.map((m) => m._id);

describe("a search over every page, with few matches and with many", () => {
  it("answers the same motions whichever index drives", async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    const made = await Promise.all([3, 9, 1, 9, 0].map((up) => insertMotion(page.id, { text: `Street trees ${tag}`, up })));
    await insertMotion(page.id, { text: `Street trees ${tag}, hidden`, up: 50, moderationState: "hidden", hiddenReason: "spam" });
    for (const sort of ["Votes", "Latest", "A.I"] as const) {
      const search = (plan: SortedSearchPlan) => listQuery(db(), { sort, q: `trees ${tag}`, limit: 10, plan });
      const [few, some, many] = [await search("matches-first"), await search("index-with-list"), await search("index-with-lookups")];
      expect(some.map((r) => r.motion.id), sort).toEqual(few.map((r) => r.motion.id));
      expect(many.map((r) => r.motion.id), sort).toEqual(few.map((r) => r.motion.id));
      expect(few).toHaveLength(made.length);
    }
  });

  it(`walks the votes index past ${FEW_MATCHES} matches and still answers the most voted first`, async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    // FEW_MATCHES + 1 motions in one statement (the factories insert a few rows a statement).
    await directory(env).prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?)
       INSERT INTO motions (id, entity_id, text, up_count) SELECT lower(hex(randomblob(16))), ?, 'Crowded ' || ? || ' ' || i, i % 7 FROM n`,
    ).bind(FEW_MATCHES, page.id, tag).run();
    const top = await insertMotion(page.id, { text: `Crowded ${tag} at the top`, up: 100 });
    const second = await insertMotion(page.id, { text: `Crowded ${tag} second`, up: 99 });
    const found = await listMotions(db(), { sort: "Votes", q: `crowded ${tag}`, limit: 2, origin: "http://test" });
    expect(ids(found)).toEqual([top.id, second.id]);
    expect(found.nextCursor).not.toBeNull();
  });
});

describe("a search within a jurisdiction, by how dense its matches are", () => {
  it("reads a few by rowid, a sparse many as a list, a dense many by lookups, and answers the same motions", async () => {
    const tag = uniqueTag();
    const city = await insertJurisdiction("city", await insertJurisdiction("region"));
    const page = await insertPage({ jurisdictionId: city.id });
    // FEW_MATCHES + 1 matches in one statement, then a few more voted on.
    await directory(env).prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?)
       INSERT INTO motions (id, entity_id, text, up_count) SELECT lower(hex(randomblob(16))), ?, 'Lanterns ' || ? || ' ' || i, i % 5 FROM n`,
    ).bind(FEW_MATCHES, page.id, tag).run();
    const top = await insertMotion(page.id, { text: `Lanterns ${tag} at the top`, up: 50 });
    const match = inJurisdiction(city.id, `text:"${tag}"`);
    // Over FEW_MATCHES in a city of about as many motions: dense, so the city's index drives with lookups;
    // in a scope a hundred times bigger the same matches are one in a hundred, a list.
    expect(await sortedSearchPlan(db(), match, FEW_MATCHES + 2)).toBe("index-with-lookups");
    expect(await sortedSearchPlan(db(), match, 1_000 * FEW_MATCHES)).toBe("index-with-list");
    expect(await sortedSearchPlan(db(), inJurisdiction(city.id, `text:"${tag}" AND text:"top"`), FEW_MATCHES + 2)).toBe("matches-first");
    const scope = { kind: "city" as const, id: city.id, motions: FEW_MATCHES + 2 };
    const answers = await Promise.all(
      (["matches-first", "index-with-list", "index-with-lookups"] as const).map(async (plan) => (await listQuery(db(), { sort: "Votes", q: tag, limit: 3, scope, plan })).map((r) => r.motion.id)),
    );
    expect(answers[0]![0]).toBe(top.id);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await listMotions(db(), { sort: "Votes", q: tag, limit: 1, scope, origin: "http://test" })).motions.map((m) => m._id)).toEqual([top.id]);
  });
});

describe(`relevance past ${RELEVANCE_WINDOW} matches`, () => {
  it("ranks the newest matches, and a second word reaches every match", async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    // The best match by BM25 (short, the word twice), then RELEVANCE_WINDOW newer and weaker ones.
    const oldest = await insertMotion(page.id, { text: `Benches ${tag} ${tag} remembered` });
    await directory(env).prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO motions (id, entity_id, text) SELECT lower(hex(randomblob(16))), ?, 'Benches for the long walk along the river path ' || ? || ' number ' || i FROM n`,
    ).bind(RELEVANCE_WINDOW, page.id, tag).run();
    const newest = await insertMotion(page.id, { text: `Benches ${tag} ${tag} today` });
    const first = await listMotions(db(), { sort: "Relevance", q: tag, limit: 5, origin: "http://test" });
    expect(first.motions[0]!._id).toBe(newest.id);
    expect(ids(first)).not.toContain(oldest.id);
    expect(first.rankedAmongNewest).toBe(RELEVANCE_WINDOW);
    const next = await listMotions(db(), { sort: "Relevance", q: tag, limit: 5, cursor: first.nextCursor!, origin: "http://test" });
    expect(next.rankedAmongNewest).toBe(RELEVANCE_WINDOW);
    const narrowed = await listMotions(db(), { sort: "Relevance", q: `${tag} remembered`, limit: 5, origin: "http://test" });
    expect(ids(narrowed)).toEqual([oldest.id]);
    expect(narrowed.rankedAmongNewest).toBeUndefined();
    // Any other sort reads every match.
    expect((await listMotions(db(), { sort: "Latest", q: tag, limit: 5, origin: "http://test" })).rankedAmongNewest).toBeUndefined();
  });
});
