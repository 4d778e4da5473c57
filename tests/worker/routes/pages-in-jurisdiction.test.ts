import { insertCity, renameSlug } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { commonMessages } from "../../../worker/contract/messages";
import { api, errorJson, okJson } from "../support/client";
import { insertPage, uniqueTag } from "../support/factories";


// GET /api/entity/:slug?jurisdiction=<slug>: the page of that slug in that jurisdiction (its
// /{jurisdiction}/{page} address, README.md "URLs"); without the parameter, the oldest page of the slug, which
// a pre-nation /{slug} link named.

const pageAt = (slug: string, jurisdiction?: string) => api().entity[":slug"].$get({ param: { slug }, ...(jurisdiction ? { query: { jurisdiction } } : {}) });

describe("a page by its slug within a jurisdiction", () => {
  it("finds each city's own page of a slug both have", async () => {
    const slug = `parks-and-recreation-${uniqueTag()}`;
    const [older, newer] = [await insertCity(), await insertCity()];
    const first = await insertPage({ slug, jurisdictionId: older.id, createdAt: new Date(Date.now() - 60_000) });
    const second = await insertPage({ slug, jurisdictionId: newer.id });
    expect((await okJson(await pageAt(slug, older.slug))).entity).toMatchObject({ _id: first.id, jurisdiction: { slug: older.slug } });
    expect((await okJson(await pageAt(slug, newer.slug.toUpperCase()))).entity).toMatchObject({ _id: second.id, jurisdiction: { slug: newer.slug } });
    // Without a jurisdiction: the oldest, as before the nation.
    expect((await okJson(await pageAt(slug))).entity._id).toBe(first.id);
  });

  it("finds it under a renamed city's former slug", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id });
    await renameSlug(city, `new-${city.slug}`);
    expect((await okJson(await pageAt(page.slug, city.slug))).entity._id).toBe(page.id);
  });

  it("answers 404 for a page of another jurisdiction or an unknown one, 400 for an address that is no slug", async () => {
    const [city, other] = [await insertCity(), await insertCity()];
    const page = await insertPage({ jurisdictionId: city.id });
    expect((await errorJson(await pageAt(page.slug, other.slug), 404)).message).toBe(commonMessages.pageNotFound);
    expect((await errorJson(await pageAt(page.slug, `no-such-city-${uniqueTag()}`), 404)).message).toBe(commonMessages.pageNotFound);
    await errorJson(await pageAt(page.slug, "Not a slug!"), 400);
  });
});
