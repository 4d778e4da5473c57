import { insertCity, insertJurisdiction } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { insertPage, uniqueTag } from "../support/factories";

import { expectPreviewTags, headOf, jsonLdOf, SITE } from "./shell";

// A motion page (/{jurisdiction}/{page}) previews with its name and its city, its description and its own
// picture; a page slug the jurisdiction has no page of answers 404 with the shell, whose SPA then draws "Motion
// page not found".

describe("a motion page's head", () => {
  it("carries the page's name and city, description, picture and CollectionPage JSON-LD", async () => {
    const tag = uniqueTag();
    const city = await insertCity({ name: `Rivermouth ${tag}` });
    const page = await insertPage({ slug: `city-council-${tag}`, name: `city council ${tag}`, description: "The council\n\nvotes on the budget & zoning.", jurisdictionId: city.id });
    const url = `${SITE}/${city.slug}/${page.slug}`;
    const head = await headOf(`/${city.slug}/${page.slug}?sort=Votes`);
    expectPreviewTags(head, {
      title: `City council ${tag}, Rivermouth ${tag} · Plaza`,
      description: "The council votes on the budget & zoning.",
      canonical: url,
      card: "summary_large_image",
    });
    expect(head.meta.get("og:image")).toBe(`${SITE}/images/${page.imageKey}`);
    const graph = jsonLdOf(head)[0]!["@graph"] as Record<string, unknown>[];
    expect(graph[0]).toMatchObject({
      "@type": "CollectionPage",
      url,
      name: `City council ${tag}, Rivermouth ${tag}`,
      image: `${SITE}/images/${page.imageKey}`,
      spatialCoverage: { "@type": "City", name: `Rivermouth ${tag}`, url: `${SITE}/${city.slug}` },
    });
    expect(graph[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: `Rivermouth ${tag}`, item: `${SITE}/${city.slug}` },
        { position: 2, name: `City council ${tag}`, item: url },
      ],
    });
  });

  it("clips a long description and names the page by its stored, lower-case slugs", async () => {
    const city = await insertCity();
    const page = await insertPage({ description: "word ".repeat(200), jurisdictionId: city.id });
    const head = await headOf(`/${city.slug.toUpperCase()}/${page.slug.toUpperCase()}`);
    expect(head.canonical).toBe(`${SITE}/${city.slug}/${page.slug}`);
    const description = head.meta.get("description")!;
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.endsWith("…")).toBe(true);
  });

  it("names a district's page by the district, its own jurisdiction", async () => {
    const city = await insertCity();
    const district = await insertJurisdiction("district", city);
    const page = await insertPage({ jurisdictionId: district.id });
    const head = await headOf(`/${district.slug}/${page.slug}`);
    expect(head.title).toBe(`${page.name}, ${district.name} · Plaza`);
    expect((jsonLdOf(head)[0]!["@graph"] as Record<string, unknown>[])[0]).toMatchObject({ spatialCoverage: { "@type": "AdministrativeArea" } });
    // Not the city's page: a page lives at its own jurisdiction's address only.
    await headOf(`/${city.slug}/${page.slug}`, 404);
  });

  it("answers a page slug the jurisdiction has no page of with 404 and the shell, unindexed", async () => {
    const city = await insertCity();
    const elsewhere = await insertPage(); // the first city's
    for (const slug of [`no-such-page-${uniqueTag()}`, "x".repeat(121), elsewhere.slug]) {
      const head = await headOf(`/${city.slug}/${slug}`, 404);
      expect(head.title).toBe("Motion page not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.res.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });

  it("answers a page under a jurisdiction that does not exist with 404", async () => {
    const page = await insertPage();
    const head = await headOf(`/no-such-city-${uniqueTag()}/${page.slug}`, 404);
    expect(head.title).toBe("Page not found · Plaza");
  });
});
