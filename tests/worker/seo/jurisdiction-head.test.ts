import { insertCity, insertJurisdiction } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { insertMotion, insertPage, uniqueTag } from "../support/factories";

import { expectPreviewTags, headOf, jsonLdOf, SITE } from "./shell";

// A jurisdiction's home (/{jurisdiction}): "<City> · Plaza", its totals in the description, its own address
// as the canonical, and where it sits (nation › region › city) as JSON-LD.

describe("a jurisdiction home's head", () => {
  it("names the city, counts what it holds and says where it sits", async () => {
    const tag = uniqueTag();
    const region = await insertJurisdiction("region", undefined, { name: `Riverland ${tag}` });
    const city = await insertCity({ name: `Millbrook ${tag}` }, region);
    const page = await insertPage({ jurisdictionId: city.id });
    await insertMotion(page.id, { up: 1200, down: 34 });
    await insertMotion(page.id, { answeredAt: new Date() });
    const head = await headOf(`/${city.slug}?sort=Trending`);
    const url = `${SITE}/${city.slug}`;
    expectPreviewTags(head, {
      title: `Millbrook ${tag} · Plaza`,
      description: `Proposals and official answers in Millbrook ${tag} on Plaza: 1 motion page, 2 motions, 1,234 votes, 1 answered officially.`,
      canonical: url,
    });
    const [collection, crumbs] = jsonLdOf(head)[0]!["@graph"] as Record<string, unknown>[];
    expect(collection).toMatchObject({ "@type": "CollectionPage", url, about: { "@type": "City", name: `Millbrook ${tag}`, url } });
    expect((crumbs!.itemListElement as { name: string; item: string }[]).slice(1)).toEqual([
      expect.objectContaining({ name: `Riverland ${tag}`, item: `${SITE}/${region.slug}` }),
      expect.objectContaining({ name: `Millbrook ${tag}`, item: url }),
    ]);
  });

  it("names a region and the nation by their own words", async () => {
    const region = await insertJurisdiction("region");
    expect((await headOf(`/${region.slug}`)).title).toBe(`${region.name} · Plaza`);
    const about = (jsonLdOf(await headOf("/nation"))[0]!["@graph"] as Record<string, unknown>[])[0]!.about;
    expect(about).toMatchObject({ "@type": "Country", name: "Nation" });
  });

  it("answers a slug no jurisdiction or page has with 404, unindexed", async () => {
    for (const slug of [`no-such-city-${uniqueTag()}`, "x".repeat(121)]) {
      const head = await headOf(`/${slug}`, 404);
      expect(head.title).toBe("Motion page not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });
});
