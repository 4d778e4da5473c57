import { NATION_ID, insertJurisdiction, insertRegionWithCities } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { jurisdictionAliases } from "../../../worker/db/jurisdiction-schema";
import { api, errorJson, okJson } from "../support/client";
import { db, insertMotion, insertPage } from "../support/factories";


// GET /api/jurisdictions (the whole tree) and GET /api/jurisdictions/:slug (one jurisdiction's home facts).

describe("GET /api/jurisdictions", () => {
  it("lists the tree, the nation first, each with its kind, parent and path", async () => {
    const { region, cityA } = await insertRegionWithCities();
    const { jurisdictions } = await okJson(await api().jurisdictions.$get());
    expect(jurisdictions[0]).toMatchObject({ _id: NATION_ID, kind: "nation", parentId: null, path: `/${NATION_ID}/` });
    expect(jurisdictions.find((j) => j._id === cityA.id)).toEqual({
      _id: cityA.id,
      slug: cityA.slug,
      name: cityA.name,
      kind: "city",
      parentId: region.id,
      path: `/${NATION_ID}/${region.id}/${cityA.id}/`,
    });
    // Regions come before the cities below them.
    const at = (id: string) => jurisdictions.findIndex((j) => j._id === id);
    expect(at(region.id)).toBeLessThan(at(cityA.id));
  });
});

describe("GET /api/jurisdictions/:slug", () => {
  it("answers a city's totals, its lineage from the nation down and what is below it", async () => {
    const { region, cityA } = await insertRegionWithCities();
    const district = await insertJurisdiction("district", cityA, { name: "Old Town" });
    const page = await insertPage({ jurisdictionId: district.id });
    await insertMotion(page.id, { up: 3, down: 1, answeredAt: new Date() });

    const home = await okJson(await api().jurisdictions[":slug"].$get({ param: { slug: cityA.slug } }));
    expect(home.jurisdiction).toMatchObject({ _id: cityA.id, slug: cityA.slug, kind: "city", parentId: region.id });
    expect(home.stats).toEqual({ pages: 1, motions: 1, votes: 4, answered: 1, followers: 0 });
    expect(home.lineage.map((j) => j._id)).toEqual([NATION_ID, region.id, cityA.id]);
    expect(home.children).toEqual([{ _id: district.id, slug: district.slug, name: "Old Town", kind: "district", stats: home.stats }]);
    expect(home.mostAnswered).toEqual([]);
  });

  it("names a region's most answered cities, most answers first, and leaves out cities without any", async () => {
    const { region, cityA, cityB } = await insertRegionWithCities();
    const quiet = await insertJurisdiction("city", region);
    const [pageA, pageB] = [await insertPage({ jurisdictionId: cityA.id }), await insertPage({ jurisdictionId: cityB.id })];
    await insertMotion(pageA.id, { answeredAt: new Date() });
    for (let i = 0; i < 2; i++) await insertMotion(pageB.id, { answeredAt: new Date() });

    const home = await okJson(await api().jurisdictions[":slug"].$get({ param: { slug: region.slug.toUpperCase() } }));
    expect(home.mostAnswered.map((c) => [c._id, c.stats.answered])).toEqual([
      [cityB.id, 2],
      [cityA.id, 1],
    ]);
    expect(home.children.map((c) => c._id).sort()).toEqual([cityA.id, cityB.id, quiet.id].sort());
  });

  it("finds a jurisdiction by the address it had before a rename, and 404s an unknown one", async () => {
    const city = await insertJurisdiction("city", (await insertRegionWithCities()).region);
    await db().insert(jurisdictionAliases).values({ slug: `old-${city.slug}`, jurisdictionId: city.id });
    const home = await okJson(await api().jurisdictions[":slug"].$get({ param: { slug: `old-${city.slug}` } }));
    expect(home.jurisdiction.slug).toBe(city.slug);

    const missing = await errorJson(await api().jurisdictions[":slug"].$get({ param: { slug: "atlantis" } }), 404);
    expect(missing.message).toBe(jurisdictionMessages.notFound);
  });
});
