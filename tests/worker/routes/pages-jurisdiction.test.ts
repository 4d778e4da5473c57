import { insertJurisdiction } from "../support/jurisdiction-factory";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { jurisdictionAliases } from "../../../worker/db/jurisdiction-schema";
import { api, errorJson, okJson, type PageJson } from "../support/client";
import { db, insertPage, uniqueTag } from "../support/factories";

// GET /api/entity?jurisdiction=<slug>: the pages of a jurisdiction and of everything below it, in home order
// (README.md, "A nation of cities"), with paging and the name search.

type ListQuery = InferRequestType<ReturnType<typeof api>["entity"]["$get"]>["query"];
const list = async (query: ListQuery) => okJson(await api().entity.$get({ query }));
const names = (pages: PageJson[]) => pages.map((p) => p.name);

/** A region with two cities and a district in the first, a page or two in each, and one elsewhere. */
const aRegion = async () => {
  const tag = uniqueTag();
  const region = await insertJurisdiction("region");
  const north = await insertJurisdiction("city", region);
  const south = await insertJurisdiction("city", region);
  const harbour = await insertJurisdiction("district", north);
  const page = (name: string, jurisdictionId?: string, sortRank = 1) => insertPage({ name: `${name} ${tag}`, sortRank, ...(jurisdictionId ? { jurisdictionId } : {}) });
  // Inserted out of home order: rank first, then the name case-insensitively.
  await page("Zoning Board", north.id, 0);
  await page("transit office", north.id);
  await page("Harbour Master", harbour.id);
  await page("Parks Department", south.id);
  await page("Elsewhere Council");
  return { tag, region, north, south, harbour };
};

describe("GET /api/entity?jurisdiction=", () => {
  it("lists a city with its districts, a region with its cities, a district alone, in home order", async () => {
    const t = await aRegion();
    const named = (...words: string[]) => words.map((w) => `${w} ${t.tag}`);
    expect(names(await list({ jurisdiction: t.north.slug }))).toEqual(named("Zoning Board", "Harbour Master", "transit office"));
    expect(names(await list({ jurisdiction: t.harbour.slug }))).toEqual(named("Harbour Master"));
    expect(names(await list({ jurisdiction: t.region.slug }))).toEqual(named("Zoning Board", "Harbour Master", "Parks Department", "transit office"));
    const [first] = await list({ jurisdiction: t.harbour.slug });
    expect(first!.jurisdiction).toEqual({ _id: t.harbour.id, slug: t.harbour.slug, name: t.harbour.name, kind: "district" });
  });

  it("pages and searches within the jurisdiction", async () => {
    const t = await aRegion();
    const paged = [await list({ jurisdiction: t.region.slug, limit: "3", page: "1" }), await list({ jurisdiction: t.region.slug, limit: "3", page: "2" })];
    expect(paged.map((p) => p.length)).toEqual([3, 1]);
    expect(names(paged.flat())).toEqual(names(await list({ jurisdiction: t.region.slug })));
    expect(names(await list({ jurisdiction: t.north.slug, search: t.tag }))).toEqual(names(await list({ jurisdiction: t.north.slug })));
    expect(names(await list({ jurisdiction: t.region.slug, search: `${t.tag} park` }))).toEqual([`Parks Department ${t.tag}`]);
    expect(await list({ jurisdiction: t.north.slug, search: `${t.tag} park` })).toEqual([]);
    expect(names(await list({ search: t.tag }))).toHaveLength(5);
    expect(names(await list({ jurisdiction: t.region.slug, search: t.tag, limit: "2", page: "2" }))).toEqual([`Parks Department ${t.tag}`, `transit office ${t.tag}`]);
  });

  it("lists the nation as it lists without a jurisdiction, and a renamed jurisdiction under its old slug", async () => {
    const t = await aRegion();
    expect(await list({ jurisdiction: "nation", limit: "50" })).toEqual(await list({ limit: "50" }));
    const old = `old-${uniqueTag()}`;
    await db().insert(jurisdictionAliases).values({ slug: old, jurisdictionId: t.north.id });
    expect(await list({ jurisdiction: old })).toEqual(await list({ jurisdiction: t.north.slug }));
  });

  it("answers 404 for a jurisdiction nobody has, 400 for text that cannot be one", async () => {
    const missing = await errorJson(await api().entity.$get({ query: { jurisdiction: `nowhere-${uniqueTag()}` } }), 404);
    expect(missing).toEqual({ message: jurisdictionMessages.notFound });
    expect((await errorJson(await api().entity.$get({ query: { jurisdiction: "-" } }), 400)).message).toBe(jurisdictionMessages.slug);
  });
});
