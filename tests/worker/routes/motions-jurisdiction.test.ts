import { insertJurisdiction } from "../support/jurisdiction-factory";
import { env } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { MOTION_SORTS } from "../../../worker/contract/limits";
import { jurisdictionAliases, jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { motions, pages } from "../../../worker/db/schema";
import { api, errorJson, okJson, type MotionJson, type MotionListJson } from "../support/client";
import { db, insertMotion, insertPage, uniqueTag } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";
import { directory } from "../../../worker/db/placement";

// GET /api/idea?jurisdiction=<slug>: the motions of a jurisdiction and of everything below it (README.md,
// "A nation of cities"), in every sort, by cursor, with the status filter and with a search.

type ListQuery = InferRequestType<ReturnType<typeof api>["idea"]["$get"]>["query"];
// National lists read the catalogue (README.md, "National catalogues"): the rows this file writes straight to D1
// reach it with the minute's refresh, run first for a national one.
const list = async (query: ListQuery) => {
  if (!query.jurisdiction) await refreshCatalogue();
  return okJson(await api().idea.$get({ query }));
};
const ids = (motions: MotionJson[]) => motions.map((m) => m._id).sort();

/**
 * A region with two cities, a district in the first city, a page in each and one elsewhere (the first city
 * of migration 0022), and two motions on every page whose text holds a word of this test's own.
 */
const aRegion = async () => {
  const tag = uniqueTag();
  const region = await insertJurisdiction("region");
  const north = await insertJurisdiction("city", region);
  const south = await insertJurisdiction("city", region);
  const harbour = await insertJurisdiction("district", north);
  const page = async (jurisdictionId?: string) => insertPage(jurisdictionId ? { jurisdictionId } : {});
  const [onNorth, onSouth, onHarbour, elsewhere] = [await page(north.id), await page(south.id), await page(harbour.id), await page()];
  const two = async (pageId: string, where: string) => [
    await insertMotion(pageId, { text: `Shade trees ${tag} for ${where}`, score: 60, up: 2 }),
    await insertMotion(pageId, { text: `Benches ${tag} along ${where}`, score: 40, status: "accepted" }),
  ];
  const motions = { north: await two(onNorth.id, "north"), south: await two(onSouth.id, "south"), harbour: await two(onHarbour.id, "the harbour"), elsewhere: await two(elsewhere.id, "elsewhere") };
  const idsOf = (...keys: (keyof typeof motions)[]) => keys.flatMap((k) => motions[k].map((m) => m.id)).sort();
  return { tag, region, north, south, harbour, pages: { onNorth, onSouth, onHarbour, elsewhere }, motions, idsOf };
};

describe("GET /api/idea?jurisdiction=", () => {
  it("lists a city with its districts, a region with its cities, a district alone", async () => {
    const t = await aRegion();
    expect(ids((await list({ jurisdiction: t.north.slug, limit: "50" })).motions)).toEqual(t.idsOf("north", "harbour"));
    expect(ids((await list({ jurisdiction: t.south.slug, limit: "50" })).motions)).toEqual(t.idsOf("south"));
    expect(ids((await list({ jurisdiction: t.harbour.slug, limit: "50" })).motions)).toEqual(t.idsOf("harbour"));
    expect(ids((await list({ jurisdiction: t.region.slug, limit: "50" })).motions)).toEqual(t.idsOf("north", "south", "harbour"));
    // Every motion names its page's own jurisdiction.
    const listed = (await list({ jurisdiction: t.north.slug, limit: "50" })).motions;
    const harbourMotion = listed.find((m) => m._id === t.motions.harbour[0]!.id)!;
    expect(harbourMotion.entity.jurisdiction).toEqual({ _id: t.harbour.id, slug: t.harbour.slug, name: t.harbour.name, kind: "district" });
  });

  it("keeps every sort and the status filter within the jurisdiction", async () => {
    const t = await aRegion();
    for (const sort of MOTION_SORTS) {
      expect(ids((await list({ jurisdiction: t.north.slug, sort, limit: "50" })).motions), sort).toEqual(t.idsOf("north", "harbour"));
      const accepted = (await list({ jurisdiction: t.region.slug, sort, status: "accepted", limit: "50" })).motions;
      expect(ids(accepted), sort).toEqual([t.motions.north[1]!.id, t.motions.south[1]!.id, t.motions.harbour[1]!.id].sort());
    }
    // A.I within the city: the scored 60s first (ties by id desc), then the 40s.
    const byScore = (await list({ jurisdiction: t.north.slug, sort: "A.I", limit: "50" })).motions.map((m) => m.aiScore);
    expect(byScore).toEqual([60, 60, 40, 40]);
  });

  it("walks a city by cursor once, without gaps or repeats", async () => {
    const t = await aRegion();
    for (const sort of ["Latest", "Votes", "Trending"] as const) {
      const seen: MotionJson[] = [];
      let cursor: string | null = null;
      do {
        const body: MotionListJson = await list({ jurisdiction: t.north.slug, sort, limit: "3", ...(cursor ? { cursor } : {}) });
        seen.push(...body.motions);
        cursor = body.nextCursor;
        expect(seen.length).toBeLessThanOrEqual(10);
      } while (cursor);
      expect(seen.map((m) => m._id).sort(), sort).toEqual(t.idsOf("north", "harbour"));
    }
  });

  it("lists the nation as it lists without a jurisdiction", async () => {
    await aRegion();
    const [all, nation] = [await list({ sort: "Latest", limit: "20" }), await list({ sort: "Latest", limit: "20", jurisdiction: "nation" })];
    expect(nation).toEqual(all);
  });

  it("answers the same under a slug the jurisdiction had before a rename", async () => {
    const t = await aRegion();
    const old = `old-${uniqueTag()}`;
    await db().insert(jurisdictionAliases).values({ slug: old, jurisdictionId: t.north.id });
    expect(await list({ jurisdiction: old, limit: "50" })).toEqual(await list({ jurisdiction: t.north.slug, limit: "50" }));
    expect(await list({ jurisdiction: old.toUpperCase(), limit: "50" })).toEqual(await list({ jurisdiction: t.north.slug, limit: "50" }));
  });

  it("answers 404 for a jurisdiction nobody has, 400 for text that cannot be one", async () => {
    const missing = await errorJson(await api().idea.$get({ query: { jurisdiction: `nowhere-${uniqueTag()}` } }), 404);
    expect(missing).toEqual({ message: jurisdictionMessages.notFound });
    const searching = await errorJson(await api().idea.$get({ query: { jurisdiction: `nowhere-${uniqueTag()}`, q: "trees" } }), 404);
    expect(searching.message).toBe(jurisdictionMessages.notFound);
    expect((await errorJson(await api().idea.$get({ query: { jurisdiction: "no spaces!" } }), 400)).message).toBe(jurisdictionMessages.slug);
  });
});

/** The motions the FTS index holds under a jurisdiction's (or page's) token. */
const indexed = async (id: string) => {
  const match = `page:"${id.replaceAll("-", "")}"`;
  const { results } = await directory(env).prepare("SELECT m.id FROM motions_fts f JOIN motions m ON m.rowid = f.rowid WHERE motions_fts MATCH ?").bind(match).all<{ id: string }>();
  return results.map((r) => r.id).sort();
};

describe("GET /api/idea?q=…&jurisdiction=", () => {
  it("finds only the jurisdiction's matches, by relevance and by every sort", async () => {
    const t = await aRegion();
    for (const sort of ["Relevance", ...MOTION_SORTS] as const) {
      expect(ids((await list({ q: t.tag, jurisdiction: t.north.slug, sort, limit: "50" })).motions), sort).toEqual(t.idsOf("north", "harbour"));
      expect(ids((await list({ q: `${t.tag} benches`, jurisdiction: t.region.slug, sort, limit: "50" })).motions), sort).toEqual(
        [t.motions.north[1]!.id, t.motions.south[1]!.id, t.motions.harbour[1]!.id].sort(),
      );
      expect(ids((await list({ q: t.tag, jurisdiction: t.harbour.slug, sort, limit: "50" })).motions), sort).toEqual(t.idsOf("harbour"));
    }
    expect(ids((await list({ q: t.tag, limit: "50" })).motions)).toEqual(t.idsOf("north", "south", "harbour", "elsewhere"));
    expect(ids((await list({ q: t.tag, jurisdiction: t.north.slug, status: "accepted", sort: "Votes" })).motions)).toEqual(
      [t.motions.north[1]!.id, t.motions.harbour[1]!.id].sort(),
    );
  });

  it("follows a page that moves to another city, and forgets it where it was", async () => {
    const t = await aRegion();
    await db().update(pages).set({ jurisdictionId: t.south.id }).where(eq(pages.id, t.pages.onNorth.id));
    expect(ids((await list({ jurisdiction: t.north.slug, limit: "50" })).motions)).toEqual(t.idsOf("harbour"));
    expect(ids((await list({ jurisdiction: t.south.slug, limit: "50" })).motions)).toEqual(t.idsOf("north", "south"));
    expect(ids((await list({ q: t.tag, jurisdiction: t.north.slug })).motions)).toEqual(t.idsOf("harbour"));
    expect(ids((await list({ q: t.tag, jurisdiction: t.south.slug })).motions)).toEqual(t.idsOf("north", "south"));
    // The index holds the moved motions under their new city only (FTS5 removes a row only when handed the
    // tokens it holds: a wrong hand would leave the old entry behind).
    expect(await indexed(t.north.id)).toEqual(t.idsOf("harbour"));
    expect(await indexed(t.south.id)).toEqual(t.idsOf("north", "south"));
    // An edit after the move re-indexes the motion from where it is now.
    await db().update(motions).set({ text: `Fountains ${t.tag}` }).where(eq(motions.id, t.motions.north[0]!.id));
    expect(ids((await list({ q: `${t.tag} fountains`, jurisdiction: t.south.slug })).motions)).toEqual([t.motions.north[0]!.id]);
    expect((await list({ q: `${t.tag} shade north` })).motions).toEqual([]);
    expect(await indexed(t.region.id)).toEqual(t.idsOf("north", "south", "harbour"));
  });

  it("re-indexes a jurisdiction's motions when its city or region changes", async () => {
    const t = await aRegion();
    const other = await insertJurisdiction("region");
    await db().update(jurisdictions).set({ parentId: t.south.id, path: `${t.south.path}${t.harbour.id}/`, cityId: t.south.id }).where(eq(jurisdictions.id, t.harbour.id));
    expect(await indexed(t.north.id)).toEqual(t.idsOf("north"));
    expect(await indexed(t.south.id)).toEqual(t.idsOf("south", "harbour"));
    await db().update(jurisdictions).set({ regionId: other.id }).where(eq(jurisdictions.id, t.harbour.id));
    expect(await indexed(other.id)).toEqual(t.idsOf("harbour"));
    expect(await indexed(t.region.id)).toEqual(t.idsOf("north", "south"));
    expect(await indexed(t.harbour.id)).toEqual(t.idsOf("harbour"));
  });
});
