import { insertCity, renameSlug } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { insertMotion, insertPage, uniqueTag } from "../support/factories";

import { get, headOf } from "./shell";

// Permalinks never break (README.md, "URLs"): every address of before the nation, and every address under a
// city's former slug, answers 301 to the address the same thing has now, with its query string, and no body.

const movedTo = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(301);
  expect(res.headers.get("Cache-Control")).toBe("no-cache");
  expect(await res.text()).toBe("");
  return res.headers.get("Location");
};

describe("the 301s of older addresses", () => {
  it("sends an old /{page} to /{jurisdiction}/{page}, query kept", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id });
    expect(await movedTo(`/${page.slug}?sort=Votes&utm_source=mail`)).toBe(`/${city.slug}/${page.slug}?sort=Votes&utm_source=mail`);
    expect(await movedTo(`/${page.slug.toUpperCase()}`)).toBe(`/${city.slug}/${page.slug}`);
  });

  it("sends an old /{page} to the oldest page of that slug when two cities have one", async () => {
    const slug = `parks-${uniqueTag()}`;
    const [first, second] = [await insertCity(), await insertCity()];
    await insertPage({ slug, jurisdictionId: first.id, createdAt: new Date(Date.now() - 60_000) });
    await insertPage({ slug, jurisdictionId: second.id });
    expect(await movedTo(`/${slug}`)).toBe(`/${first.slug}/${slug}`);
  });

  it("prefers a jurisdiction to a page of the same slug", async () => {
    const city = await insertCity();
    await insertPage({ slug: city.slug });
    const head = await headOf(`/${city.slug}`);
    expect(head.title).toBe(`${city.name} · Plaza`);
  });

  it("sends an old /{page}/motions/{id} to the motion's own address, query kept", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id });
    const motion = await insertMotion(page.id);
    const canonical = `/${city.slug}/${page.slug}/motions/${motion.id}`;
    expect(await movedTo(`/${page.slug}/motions/${motion.id}?utm_source=chat`)).toBe(`${canonical}?utm_source=chat`);
    // Under any slug at all, as before the nation: the id decides.
    expect(await movedTo(`/some-other-page/motions/${motion.id}`)).toBe(canonical);
    expect((await get(`/${page.slug}/motions/0193c0de-0000-7000-8000-000000000000`)).status).toBe(404);
  });

  it("sends a motion under another page or city to its own address", async () => {
    const [city, other] = [await insertCity(), await insertCity()];
    const page = await insertPage({ jurisdictionId: city.id });
    const otherPage = await insertPage({ jurisdictionId: other.id });
    const motion = await insertMotion(page.id);
    const canonical = `/${city.slug}/${page.slug}/motions/${motion.id}`;
    expect(await movedTo(`/${other.slug}/${page.slug}/motions/${motion.id}?a=1`)).toBe(`${canonical}?a=1`);
    expect(await movedTo(`/${city.slug}/${otherPage.slug}/motions/${motion.id}`)).toBe(canonical);
    expect(await movedTo(`/${city.slug.toUpperCase()}/${page.slug}/motions/${motion.id}`)).toBe(canonical);
  });

  it("sends every address under a renamed city's former slug to the same address under the new one", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id });
    const motion = await insertMotion(page.id);
    const renamed = await renameSlug(city, `new-${city.slug}`);
    expect(await movedTo(`/${city.slug}?tab=answered`)).toBe(`/${renamed.slug}?tab=answered`);
    expect(await movedTo(`/${city.slug}/${page.slug}?sort=Latest`)).toBe(`/${renamed.slug}/${page.slug}?sort=Latest`);
    expect(await movedTo(`/${city.slug}/${page.slug}/motions/${motion.id}?x=y`)).toBe(`/${renamed.slug}/${page.slug}/motions/${motion.id}?x=y`);
    expect((await get(`/${renamed.slug}/${page.slug}`)).status).toBe(200);
  });

  it("answers HEAD with the same 301", async () => {
    const page = await insertPage();
    const res = await get(`/${page.slug}`, undefined, "HEAD");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`/city/${page.slug}`);
  });
});
