import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { textMessages } from "../../../worker/contract/text";
import { api, errorJson, okJson, ORIGIN, type PageJson } from "../support/client";
import { FIRST_CITY, insertPage, uniqueTag } from "../support/factories";

// The public page reads: GET /api/entity (home order, paging, search), /api/entity/:slug and the back
// office's /api/entity/admin reads.

type ListQuery = InferRequestType<ReturnType<typeof api>["entity"]["$get"]>["query"];

const getList = async (query: ListQuery = {}) => {
  const body = await okJson(await api().entity.$get({ query }));
  expect(Array.isArray(body)).toBe(true);
  return body;
};

const only = (list: PageJson[], ids: string[]) => list.filter((e) => ids.includes(e._id));

describe("GET /api/entity", () => {
  it("answers a plain array in home order: rank asc, then name case-insensitively", async () => {
    const tag = uniqueTag();
    // Inserted out of order on purpose; "Aardvark" has rank 2 so it comes after every rank-1 page.
    const aardvark = await insertPage({ name: `Aardvark ${tag}`, sortRank: 2 });
    const cherry = await insertPage({ name: `cherry ${tag}` });
    const banana = await insertPage({ name: `Banana ${tag}` });
    const apple = await insertPage({ name: `apple ${tag}` });
    const first = await insertPage({ name: `zebra ${tag}`, sortRank: 0 });

    const list = await getList();
    const mine = [aardvark, cherry, banana, apple, first].map((e) => e.id);
    expect(only(list, mine).map((e) => e.name)).toEqual(
      [`zebra ${tag}`, `apple ${tag}`, `Banana ${tag}`, `cherry ${tag}`, `Aardvark ${tag}`],
    );
    // The whole list obeys the rule, not just this test's pages.
    const key = (e: PageJson) => [e.sortRank, e.name.toLowerCase()] as const;
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [key(list[i - 1]!), key(list[i]!)];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true);
    }
  });

  it("gives each page its public shape with an image URL on this origin", async () => {
    const page = await insertPage({
      name: `Shape ${uniqueTag()}`,
      description: "Bio of the page.",
      imageKey: "entities/shape-test.png",
      socialLinks: [{ name: "twitter", link: "https://twitter.com/plaza" }],
      additionalLinks: ["https://example.org/a", "https://example.org/b"],
      sortRank: 3,
      createdAt: new Date("2025-03-04T05:06:07.089Z"),
    });
    const item = (await getList()).find((e) => e._id === page.id);
    expect(item).toEqual({
      _id: page.id,
      slug: page.slug,
      name: page.name,
      jurisdiction: FIRST_CITY,
      description: "Bio of the page.",
      image: { url: `${ORIGIN}/images/entities/shape-test.png` },
      socialMediaLinks: [{ name: "twitter", link: "https://twitter.com/plaza" }],
      additionalLinks: ["https://example.org/a", "https://example.org/b"],
      sortRank: 3,
      followerCount: 0,
      version: 1, // bumped by each edit (pages-edit-concurrency.test.ts)
      createdAt: "2025-03-04T05:06:07.089Z",
    });
  });

  it("pages the same order with limit and page, without overlap", async () => {
    for (let i = 0; i < 5; i++) await insertPage({ name: `Paged ${i} ${uniqueTag()}` });
    const all = await getList();
    expect(all.length).toBeGreaterThanOrEqual(5);
    const page1 = await getList({ limit: "2", page: "1" });
    const page2 = await getList({ limit: "2", page: "2" });
    expect(page1).toEqual(all.slice(0, 2));
    expect(page2).toEqual(all.slice(2, 4));
    expect(page1.map((e) => e._id).filter((id) => page2.some((e) => e._id === id))).toEqual([]);
    expect(await getList({ limit: "2" })).toEqual(page1);
    expect(await getList({ limit: "50", page: "1000" })).toEqual([]);
  });

  it("searches names and descriptions by whole words, the last one as a prefix, whatever the case and accents", async () => {
    const tag = uniqueTag();
    const metro = await insertPage({ name: `Metro Transit Authority ${tag}` });
    const parks = await insertPage({ name: `Parks Department ${tag}` });
    const walks = await insertPage({ name: `Walking ${tag}`, description: `Pavements, crossings and the Peatón plan for the whole city ${tag}.` });
    const list = await getList({ search: "TRANSIT" });
    expect(list.map((e) => e._id)).toContain(metro.id);
    expect(list.map((e) => e._id)).not.toContain(parks.id);
    expect((await getList({ search: `${tag} trans` })).map((e) => e._id)).toEqual([metro.id]);
    expect((await getList({ search: `peaton ${tag}` })).map((e) => e._id)).toEqual([walks.id]);
    expect((await getList({ search: `PEATÓN ${tag}` })).map((e) => e._id)).toEqual([walks.id]);
    // Paging applies to the filtered list, in home order.
    const narrowed = await getList({ search: tag.toUpperCase(), limit: "8", page: "1" });
    expect(narrowed.map((e) => e.name)).toEqual([metro.name, parks.name, walks.name].sort((a, b) => a.localeCompare(b)));
  });

  it("reads any text as plain words: FTS syntax and wildcards are never an error", async () => {
    const tag = uniqueTag();
    const percent = await insertPage({ name: `Renewable 100% ${tag}` });
    for (const term of [`"${tag}`, `renewable + ${tag}`, `((${tag}))`, `${tag}*`, `-${tag}`, `renewable:${tag}`, `(${tag}`, `^${tag}`]) {
      expect((await getList({ search: term })).map((e) => e._id), term).toEqual([percent.id]);
    }
    expect(await getList({ search: "%" })).toEqual([]);
    expect(await getList({ search: '"*"' })).toEqual([]);
  });

  it("normalises the term to NFC, so a decomposed \"é\" finds a composed name", async () => {
    const tag = uniqueTag();
    const cafe = await insertPage({ name: `Caf\u00e9 ${tag}` });
    expect((await getList({ search: `cafe\u0301 ${tag}` })).map((e) => e._id)).toEqual([cafe.id]);
  });

  it("ignores a blank search", async () => {
    await insertPage({ name: `Blank ${uniqueTag()}` });
    const all = await getList();
    expect(await getList({ search: "" })).toEqual(all);
    expect(await getList({ search: "   " })).toEqual(all);
  });

  it.each<[string, ListQuery, string]>([
    ["?page=0&limit=2", { page: "0", limit: "2" }, listMessages.page],
    ["?page=abc", { page: "abc" }, listMessages.page],
    ["?limit=51", { limit: "51" }, listMessages.limit],
    [`?search=${"x".repeat(101)}`, { search: "x".repeat(101) }, listMessages.search],
    ["?search=%00", { search: "park\u0000" }, textMessages.control],
    ["?search=%E2%80%AE", { search: "\u202Ekrap" }, textMessages.bidi],
  ])("rejects %s with 400", async (_, query, message) => {
    const res = await api().entity.$get({ query });
    expect(await errorJson(res, 400)).toMatchObject({ message });
  });
});

describe("GET /api/entity/:slug", () => {
  it("answers { entity } for a known slug, whatever its case", async () => {
    const page = await insertPage();
    const bySlug = (slug: string) => api().entity[":slug"].$get({ param: { slug } });
    const body = await okJson(await bySlug(page.slug));
    expect(Object.keys(body)).toEqual(["entity"]);
    expect(body.entity).toMatchObject({ _id: page.id, slug: page.slug, name: page.name });
    const upper = await okJson(await bySlug(page.slug.toUpperCase()));
    expect(upper.entity._id).toBe(page.id);
  });

  it("answers 404 with the envelope for an unknown slug", async () => {
    const res = await api().entity[":slug"].$get({ param: { slug: `no-such-page-${uniqueTag()}` } });
    expect(await errorJson(res, 404)).toEqual({ message: "Motion page not found." });
  });
});

describe("GET /api/entity/admin", () => {
  it("lists every page in home order with its id", async () => {
    const page = await insertPage({ name: `Admin list ${uniqueTag()}` });
    const list = await okJson(await api().entity.admin.$get());
    expect(list).toEqual(await getList());
    expect(list.find((e) => e._id === page.id)).toMatchObject({ name: page.name, image: { url: `${ORIGIN}/images/${page.imageKey}` } });
  });

  it("answers one page by id, and 404 for an unknown id", async () => {
    const page = await insertPage({ additionalLinks: ["https://example.org"] });
    const byId = (id: string) => api().entity.admin[":id"].$get({ param: { id } });
    const body = await okJson(await byId(page.id));
    expect(body).toEqual((await getList()).find((e) => e._id === page.id));
    expect(body).toMatchObject({ _id: page.id, additionalLinks: ["https://example.org"] });

    const missing = await byId(crypto.randomUUID());
    expect(await errorJson(missing, 404)).toEqual({ message: "Motion page not found." });
  });
});
