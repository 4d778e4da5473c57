import { describe, expect, it } from "vitest";
import { ROUTE_META, SITE_DESCRIPTION, SITE_TITLE } from "../../../worker/contract/route-meta";
import { expectPreviewTags, get, headOf, jsonLdOf, SITE } from "./shell";

// The fixed public routes answer the shell with their own head: the words their web route shows (from the
// contract), a canonical address on APP_URL whatever host was asked, previews and JSON-LD.

describe("the home page's head", () => {
  it("carries the site's title, description, preview tags and WebSite + Organization JSON-LD", async () => {
    const head = await headOf("/");
    expectPreviewTags(head, { title: SITE_TITLE, description: SITE_DESCRIPTION, canonical: `${SITE}/` });
    expect(head.meta.get("og:image")).toBe(`${SITE}/icons/icon-512.png`);
    expect(head.meta.get("og:image:width")).toBe("512");
    const [ld] = jsonLdOf(head);
    const graph = ld!["@graph"] as { "@type": string; potentialAction?: { target: { urlTemplate: string } } }[];
    expect(graph.map((node) => node["@type"])).toEqual(["WebSite", "Organization"]);
    expect(graph[0]!.potentialAction!.target.urlTemplate).toBe(`${SITE}/pages/search/{search_term_string}`);
  });
});

describe("the fixed routes' heads", () => {
  const types: Record<string, string> = { "/motions": "CollectionPage", "/pages": "CollectionPage", "/about": "AboutPage", "/contact": "ContactPage" };

  it.each(Object.keys(ROUTE_META) as (keyof typeof ROUTE_META)[])("%s", async (path) => {
    const head = await headOf(path);
    const { title, description } = ROUTE_META[path];
    expectPreviewTags(head, { title: `${title} · Plaza`, description, canonical: `${SITE}${path}` });
    const [ld] = jsonLdOf(head);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": types[path] ?? "WebPage", url: `${SITE}${path}`, name: title });
  });

  it("keeps the query string out of the canonical address, and answers a trailing slash or another case alike", async () => {
    expect((await headOf("/motions?sort=Votes&status=accepted&utm_source=chat")).canonical).toBe(`${SITE}/motions`);
    expect((await headOf("/pages/")).canonical).toBe(`${SITE}/pages`);
    expect((await headOf("/About")).title).toBe("About Us · Plaza");
  });
});

describe("the page search's head", () => {
  it("names the term, keeps it in the canonical address and escapes it", async () => {
    const head = await headOf(`/pages/search/${encodeURIComponent('"><script>x</script> café')}`);
    const term = '"><script>x</script> café';
    expectPreviewTags(head, {
      title: `Results for "${term}" · Plaza`,
      description: `Motion pages on Plaza whose name matches "${term}".`,
      canonical: `${SITE}/pages/search/${encodeURIComponent(term)}`,
    });
    expect(head.scripts).toBe(3); // the shell's two and the JSON-LD: the term opened none
    expect(jsonLdOf(head)[0]).toMatchObject({ "@type": "SearchResultsPage", name: `Results for "${term}"` });
  });

  it("sends a blank term to the full list, as the SPA does", async () => {
    const res = await get("/pages/search/%20%20");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/pages");
  });
});
