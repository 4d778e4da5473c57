import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { call, insertPage, ORIGIN, uniqueTag } from "../factories";

type EntityJson = { _id: string; slug: string; name: string; sortRank: number };

const getList = async (query = "") => {
  const res = await call(`/api/entity${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as EntityJson[];
  expect(Array.isArray(body)).toBe(true);
  return body;
};

const only = (list: EntityJson[], ids: string[]) => list.filter((e) => ids.includes(e._id));

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
    const key = (e: EntityJson) => [e.sortRank, e.name.toLowerCase()] as const;
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
      description: "Bio of the page.",
      image: { url: `${ORIGIN}/images/entities/shape-test.png` },
      socialMediaLinks: [{ name: "twitter", link: "https://twitter.com/plaza" }],
      additionalLinks: ["https://example.org/a", "https://example.org/b"],
      sortRank: 3,
      followerCount: 0,
      createdAt: "2025-03-04T05:06:07.089Z",
    });
  });

  it("pages the same order with limit and page, without overlap", async () => {
    for (let i = 0; i < 5; i++) await insertPage({ name: `Paged ${i} ${uniqueTag()}` });
    const all = await getList();
    expect(all.length).toBeGreaterThanOrEqual(5);
    const page1 = await getList("?limit=2&page=1");
    const page2 = await getList("?limit=2&page=2");
    expect(page1).toEqual(all.slice(0, 2));
    expect(page2).toEqual(all.slice(2, 4));
    expect(page1.map((e) => e._id).filter((id) => page2.some((e) => e._id === id))).toEqual([]);
    expect(await getList("?limit=2")).toEqual(page1);
    expect(await getList(`?limit=50&page=1000`)).toEqual([]);
  });

  it("searches names case-insensitively by substring", async () => {
    const tag = uniqueTag();
    const metro = await insertPage({ name: `Metro Transit Authority ${tag}` });
    const parks = await insertPage({ name: `Parks Department ${tag}` });
    const list = await getList("?search=TRANSIT");
    expect(list.map((e) => e._id)).toContain(metro.id);
    expect(list.map((e) => e._id)).not.toContain(parks.id);
    for (const e of list) expect(e.name.toLowerCase()).toContain("transit");
    // Paging applies to the filtered list.
    const narrowed = await getList(`?search=${tag.toUpperCase()}&limit=8&page=1`);
    expect(narrowed.map((e) => e.name)).toEqual([metro.name, parks.name].sort((a, b) => a.localeCompare(b)));
  });

  it("treats % and _ (and backslash) literally, not as wildcards", async () => {
    const tag = uniqueTag();
    const percent = await insertPage({ name: `Renewable 100% ${tag}` });
    const digits = await insertPage({ name: `Renewable 1000 ${tag}` });
    const underscore = await insertPage({ name: `snake_case office ${tag}` });
    const letter = await insertPage({ name: `snakeXcase office ${tag}` });
    const slash = await insertPage({ name: `Back\\slash unit ${tag}` });

    const ids = async (term: string) => (await getList(`?search=${encodeURIComponent(term)}`)).map((e) => e._id);
    expect(await ids(`0% ${tag}`)).toEqual([percent.id]);
    expect(await ids(`e_c`)).toContain(underscore.id);
    expect(await ids(`e_c`)).not.toContain(letter.id);
    expect(await ids(`k\\s`)).toEqual([slash.id]);
    expect(await ids("%")).not.toContain(digits.id);
    expect(await ids("_")).toEqual([underscore.id]);
  });

  it("ignores a blank search", async () => {
    await insertPage({ name: `Blank ${uniqueTag()}` });
    const all = await getList();
    expect(await getList("?search=")).toEqual(all);
    expect(await getList("?search=%20%20%20")).toEqual(all);
  });

  it.each([
    ["?page=0&limit=2", listMessages.page],
    ["?page=abc", listMessages.page],
    ["?limit=51", listMessages.limit],
    [`?search=${"x".repeat(101)}`, listMessages.search],
  ])("rejects %s with 400", async (query, message) => {
    const res = await call(`/api/entity${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });
});

describe("GET /api/entity/:slug", () => {
  it("answers { entity } for a known slug, whatever its case", async () => {
    const page = await insertPage();
    const res = await call(`/api/entity/${page.slug}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entity: EntityJson };
    expect(Object.keys(body)).toEqual(["entity"]);
    expect(body.entity).toMatchObject({ _id: page.id, slug: page.slug, name: page.name });
    const upper = await call(`/api/entity/${page.slug.toUpperCase()}`);
    expect(((await upper.json()) as { entity: EntityJson }).entity._id).toBe(page.id);
  });

  it("answers 404 with the envelope for an unknown slug", async () => {
    const res = await call(`/api/entity/no-such-page-${uniqueTag()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Motion page not found." });
  });
});

describe("GET /api/entity/admin", () => {
  it("lists every page in home order with its id", async () => {
    const page = await insertPage({ name: `Admin list ${uniqueTag()}` });
    const res = await call("/api/entity/admin");
    expect(res.status).toBe(200);
    const list = (await res.json()) as EntityJson[];
    expect(list).toEqual(await getList());
    expect(list.find((e) => e._id === page.id)).toMatchObject({ name: page.name, image: { url: `${ORIGIN}/images/${page.imageKey}` } });
  });

  it("answers one page by id, and 404 for an unknown id", async () => {
    const page = await insertPage({ additionalLinks: ["https://example.org"] });
    const res = await call(`/api/entity/admin/${page.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual((await getList()).find((e) => e._id === page.id));
    expect(body).toMatchObject({ _id: page.id, additionalLinks: ["https://example.org"] });

    const missing = await call(`/api/entity/admin/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Motion page not found." });
  });
});
