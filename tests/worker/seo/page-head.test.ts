import { describe, expect, it } from "vitest";
import { insertPage, uniqueTag } from "../support/factories";
import { expectPreviewTags, headOf, jsonLdOf, SITE } from "./shell";

// A motion page (/{slug}) previews with its name, its description and its own picture; a slug no page has
// answers 404 with the shell, whose SPA then draws "Motion page not found".

describe("a motion page's head", () => {
  it("carries the page's name, description, picture and CollectionPage JSON-LD", async () => {
    const tag = uniqueTag();
    const page = await insertPage({ slug: `city-council-${tag}`, name: `city council ${tag}`, description: "The council\n\nvotes on the budget & zoning." });
    const head = await headOf(`/${page.slug}?sort=Votes`);
    expectPreviewTags(head, {
      title: `City council ${tag} · Plaza`,
      description: "The council votes on the budget & zoning.",
      canonical: `${SITE}/${page.slug}`,
      card: "summary_large_image",
    });
    expect(head.meta.get("og:image")).toBe(`${SITE}/images/${page.imageKey}`);
    expect(head.meta.get("og:image:alt")).toBe(`City council ${tag}`);
    const graph = jsonLdOf(head)[0]!["@graph"] as Record<string, unknown>[];
    expect(graph[0]).toMatchObject({ "@type": "CollectionPage", url: `${SITE}/${page.slug}`, name: `City council ${tag}`, image: `${SITE}/images/${page.imageKey}` });
    expect(graph[1]!["@type"]).toBe("BreadcrumbList");
  });

  it("clips a long description and names the page by its stored, lower-case slug", async () => {
    const page = await insertPage({ description: "word ".repeat(200) });
    const head = await headOf(`/${page.slug.toUpperCase()}`);
    expect(head.canonical).toBe(`${SITE}/${page.slug}`);
    const description = head.meta.get("description")!;
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.endsWith("…")).toBe(true);
  });

  it("answers a slug no page has with 404 and the shell, unindexed", async () => {
    for (const slug of [`no-such-page-${uniqueTag()}`, "x".repeat(121)]) {
      const head = await headOf(`/${slug}`, 404);
      expect(head.title).toBe("Motion page not found · Plaza");
      expect(head.meta.get("robots")).toBe("noindex");
      expect(head.res.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });
});
