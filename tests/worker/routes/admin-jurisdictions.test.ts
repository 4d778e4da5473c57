import { insertJurisdiction, nationRow, newCity } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { api, errorJson, okJson } from "../support/client";
import { insertPage, uniqueTag } from "../support/factories";
import { adminOf } from "../support/jurisdiction-staff";

// GET, POST /api/admin/jurisdictions and PATCH /api/admin/jurisdictions/:slug (README.md, "Staff per
// jurisdiction"): a national admin grows and renames the whole tree, a city admin what is below their city;
// every address stays unique, never a route word or a page's slug, and a renamed one keeps answering.

type Auth = Record<string, string>;
const create = (auth: Auth, json: { name: string; kind: "region" | "city" | "district"; parent: string; slug?: string }) =>
  api(auth).admin.jurisdictions.$post({ json });
const rename = (auth: Auth, slug: string, json: { name?: string; slug?: string }) => api(auth).admin.jurisdictions[":slug"].$patch({ param: { slug }, json });
const home = (slug: string) => api().jurisdictions[":slug"].$get({ param: { slug } });

describe("POST /api/admin/jurisdictions", () => {
  it("lets a national admin add a region, a city in it and a district in that, each placed in the tree", async () => {
    const { auth } = await adminOf(null);
    const nation = await nationRow();
    const tag = uniqueTag();
    const region = (await okJson(await create(auth, { name: `North Shore ${tag}`, kind: "region", parent: nation.slug }), 201)).jurisdiction;
    expect(region).toMatchObject({ slug: `north-shore-${tag}`, kind: "region", parentId: nation.id, path: `${nation.path}${region._id}/` });
    const city = (await okJson(await create(auth, { name: "Rivermouth", slug: `rivermouth-${tag}`, kind: "city", parent: region.slug }), 201)).jurisdiction;
    const added = await okJson(await create(auth, { name: "Old Town", slug: `old-town-${tag}`, kind: "district", parent: city.slug }), 201);
    expect(added.message).toBe(jurisdictionMessages.created);
    expect(added.jurisdiction.path).toBe(`${nation.path}${region._id}/${city._id}/${added.jurisdiction._id}/`);
    const { lineage } = await okJson(await home(added.jurisdiction.slug));
    expect(lineage.map((j) => j._id)).toEqual([nation.id, region._id, city._id, added.jurisdiction._id]);
    // A page of the district counts in its city and region (migration 0022's triggers find them by the new row's ids).
    await insertPage({ jurisdictionId: added.jurisdiction._id });
    expect((await okJson(await home(city.slug))).stats.pages).toBe(1);
    expect((await okJson(await home(region.slug))).stats.pages).toBe(1);
  });

  it("lets a city admin add districts to their city, and nothing beside or above it", async () => {
    const city = await newCity();
    const { auth } = await adminOf(city);
    const district = await okJson(await create(auth, { name: `Harbour ${uniqueTag()}`, kind: "district", parent: city.slug }), 201);
    expect(district.jurisdiction.parentId).toBe(city.id);
    const region = (await okJson(await home(city.slug))).lineage[1]!;
    const refusals = [
      await create(auth, { name: "Next Door", kind: "city", parent: region.slug }),
      await create(auth, { name: "Elsewhere", kind: "region", parent: (await nationRow()).slug }),
      await create(auth, { name: "Far Away", kind: "district", parent: (await newCity()).slug }),
    ];
    for (const res of refusals) expect((await errorJson(res, 403)).message).toBe(jurisdictionMessages.outsideYours);
  });

  it("refuses a kind that does not fit under its parent, and an unknown parent (400)", async () => {
    const { auth } = await adminOf(null);
    const city = await newCity();
    expect((await errorJson(await create(auth, { name: "Upside Down", kind: "city", parent: city.slug }), 400)).message).toBe(jurisdictionMessages.parent);
    expect((await errorJson(await create(auth, { name: "Nowhere", kind: "district", parent: `no-${uniqueTag()}` }), 400)).message).toBe(jurisdictionMessages.parent);
  });

  it("refuses Plaza's own route words (400) and an address a jurisdiction, a former one or a page has (409)", async () => {
    const { auth } = await adminOf(null);
    const city = await newCity();
    for (const slug of ["admin", "pages", "api", "motions"]) {
      expect((await errorJson(await create(auth, { name: "Taken", slug, kind: "district", parent: city.slug }), 400)).message).toBe(jurisdictionMessages.slugReserved);
    }
    const renamed = await insertJurisdiction("district", city);
    await okJson(await rename(auth, renamed.slug, { slug: `moved-${uniqueTag()}` }));
    const page = await insertPage();
    for (const slug of [(await newCity()).slug, renamed.slug, page.slug]) {
      expect((await errorJson(await create(auth, { name: "Taken", slug, kind: "district", parent: city.slug }), 409)).message).toBe(jurisdictionMessages.slugTaken);
    }
  });
});

describe("PATCH /api/admin/jurisdictions/:slug", () => {
  it("renames; the old address keeps finding the jurisdiction, and it may take its old address back", async () => {
    const { auth } = await adminOf(null);
    const city = await newCity();
    const newSlug = `harbourtown-${uniqueTag()}`;
    const res = await okJson(await rename(auth, city.slug, { name: "Harbourtown", slug: newSlug }));
    expect(res).toMatchObject({ message: jurisdictionMessages.updated, jurisdiction: { _id: city.id, slug: newSlug, name: "Harbourtown" } });
    expect((await okJson(await home(city.slug))).jurisdiction).toMatchObject({ _id: city.id, slug: newSlug });
    const back = await okJson(await rename(auth, newSlug, { slug: city.slug }));
    expect(back.jurisdiction.slug).toBe(city.slug);
    expect((await okJson(await home(newSlug))).jurisdiction.slug).toBe(city.slug);
    // Only the name: the address stays.
    expect((await okJson(await rename(auth, city.slug, { name: "Harbour City" }))).jurisdiction).toMatchObject({ slug: city.slug, name: "Harbour City" });
  });

  it("lets a city admin rename their city and its districts, not another city (403); 404 for none", async () => {
    const city = await newCity();
    const { auth } = await adminOf(city);
    const district = await insertJurisdiction("district", city);
    expect((await okJson(await rename(auth, district.slug, { name: "Riverside" }))).jurisdiction.name).toBe("Riverside");
    expect((await okJson(await rename(auth, city.slug, { name: "Rivermouth" }))).jurisdiction.name).toBe("Rivermouth");
    expect((await errorJson(await rename(auth, (await newCity()).slug, { name: "Mine Now" }), 403)).message).toBe(jurisdictionMessages.outsideYours);
    expect((await errorJson(await rename(auth, `none-${uniqueTag()}`, { name: "Ghost" }), 404)).message).toBe(jurisdictionMessages.notFound);
  });

  it("refuses a body with nothing to change, a reserved word and a taken address", async () => {
    const { auth } = await adminOf(null);
    const city = await newCity();
    expect((await errorJson(await rename(auth, city.slug, {}), 400)).message).toBe(jurisdictionMessages.nothingToChange);
    expect((await errorJson(await rename(auth, city.slug, { slug: "transparency" }), 400)).message).toBe(jurisdictionMessages.slugReserved);
    expect((await errorJson(await rename(auth, city.slug, { slug: (await newCity()).slug }), 409)).message).toBe(jurisdictionMessages.slugTaken);
  });
});

describe("GET /api/admin/jurisdictions", () => {
  it("is the whole tree for a national admin and a city admin's city with what is below it, with totals", async () => {
    const city = await newCity();
    const district = await insertJurisdiction("district", city);
    await insertPage({ jurisdictionId: district.id });
    const mine = (await okJson(await api((await adminOf(city)).auth).admin.jurisdictions.$get())).jurisdictions;
    expect(mine.map((j) => j._id)).toEqual([city.id, district.id]);
    expect(mine[0]).toMatchObject({ slug: city.slug, kind: "city", parentId: city.parentId, stats: { pages: 1, motions: 0 } });
    const all = (await okJson(await api((await adminOf(null)).auth).admin.jurisdictions.$get())).jurisdictions;
    expect(all[0]!.kind).toBe("nation");
    expect(all.map((j) => j._id)).toEqual(expect.arrayContaining([city.id, district.id, city.parentId]));
  });
});
