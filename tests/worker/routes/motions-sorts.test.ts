import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import type { MotionSort } from "../../../worker/contract/limits";
import { api, okJson, type MotionJson, type MotionListJson } from "../support/client";
import { ascendingIds, insertPage, insertMotions, type MotionSpec } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";

// The motion sorts of GET /api/idea and /api/idea/entityidea: exact orders with every tie broken by
// id, and walking a list by cursor or by page without gaps or repeats.

const T = Date.parse("2025-06-01T12:00:00.000Z");
const hours = (n: number) => new Date(T + n * 3_600_000);

// Eight motions a–h whose ids ascend a < b < … < h, with deliberate ties in every sort:
// a/d share score 75; b/f/h are unscored; e/a/c share net votes 4 (different ups); d/h share net 0 and up 0;
// b/d/f share one createdAt; a/e were answered at the same time, c later, the rest never; a/c share a
// trending key, b/f/h have none (0) and d's is negative (worker/jurisdictions/trend.ts).
const FIXTURE: Record<string, Omit<MotionSpec, "id">> = {
  a: { score: 75, up: 5, down: 1, createdAt: hours(1), answeredAt: hours(6), trendKey: 2.5 },
  b: { score: null, up: 2, down: 0, createdAt: hours(3) },
  c: { score: 90, up: 4, down: 0, createdAt: hours(2), answeredAt: hours(7), trendKey: 2.5 },
  d: { score: 75, up: 0, down: 0, createdAt: hours(3), trendKey: -1 },
  e: { score: 0, up: 6, down: 2, createdAt: hours(0), answeredAt: hours(6), trendKey: 10 },
  f: { score: null, aiStatus: "failed", up: 1, down: 3, createdAt: hours(3) },
  g: { score: 40, up: 3, down: 1, createdAt: hours(4), trendKey: 0.75 },
  h: { score: null, up: 0, down: 0, createdAt: hours(5) },
};

const EXPECTED: Record<MotionSort, string> = {
  "A.I": "cdagehfb", // score desc, unscored last, ties by id desc
  Votes: "eacgbhdf", // net desc, then up desc, then id desc
  Latest: "hgfdbcae", // newest first, ties by id desc
  Answered: "ceahgfdb", // most recently answered first, unanswered last, ties by id desc
  Trending: "ecaghfbd", // trending key desc, ties by id desc
};
const SORTS = Object.keys(EXPECTED) as MotionSort[];

/** A fresh page holding the fixture, inserted in a shuffled order so row order says nothing about id order. */
const seed = async () => {
  const page = await insertPage();
  const names = Object.keys(FIXTURE);
  const ids = ascendingIds(names.length);
  const idOf = Object.fromEntries(names.map((n, i) => [n, ids[i]!]));
  const insertOrder = ["f", "c", "h", "a", "e", "b", "g", "d"];
  await insertMotions(page.id, insertOrder.map((n) => ({ ...FIXTURE[n], id: idOf[n] })));
  const nameOf = Object.fromEntries(names.map((n) => [idOf[n]!, n]));
  const letters = (motions: MotionJson[]) => motions.map((m) => nameOf[m._id] ?? "?").join("");
  return { page, letters };
};

type ListQuery = InferRequestType<ReturnType<typeof api>["idea"]["$get"]>["query"];

/** GET /api/idea with this query. */
// National lists read the catalogue (README.md, "National catalogues"): the rows this file writes straight to D1
// reach it with the minute's refresh, run first.
const allMotions = async (query: ListQuery) => {
  await refreshCatalogue();
  return okJson(await api().idea.$get({ query }));
};
/** GET /api/idea/entityidea for one page with this query. */
const pageMotions = async (pageId: string, query: ListQuery = {}) =>
  okJson(await api().idea.entityidea.$get({ query: { entity: pageId, ...query } }));

describe("motion sorts", () => {
  it.each(SORTS)("orders %s exactly, breaking every tie by id desc", async (sort) => {
    const { page, letters } = await seed();
    const body = await pageMotions(page.id, { sort, limit: "50" });
    expect(letters(body.motions)).toBe(EXPECTED[sort]);
    expect(body.nextCursor).toBeNull();
  });

  it("sorts by A.I when no sort is given", async () => {
    const { page, letters } = await seed();
    const body = await pageMotions(page.id);
    expect(letters(body.motions)).toBe(EXPECTED["A.I"]);
  });

  it.each(SORTS)("orders %s the same way across all pages in GET /api/idea", async (sort) => {
    const { page, letters } = await seed();
    const other = await seed();
    const seen: MotionJson[] = [];
    let cursor: string | null = null;
    do {
      const body: MotionListJson = await allMotions({ sort, limit: "5", ...(cursor ? { cursor } : {}) });
      seen.push(...body.motions);
      cursor = body.nextCursor;
      expect(seen.length).toBeLessThanOrEqual(500); // a cursor that never advances must fail, not hang
    } while (cursor);
    expect(new Set(seen.map((m) => m._id)).size).toBe(seen.length);
    expect(letters(seen.filter((m) => m.entity._id === page.id))).toBe(EXPECTED[sort]);
    expect(other.letters(seen.filter((m) => m.entity._id === other.page.id))).toBe(EXPECTED[sort]);
  });
});

describe("walking a list", () => {
  const walkByCursor = async (pageId: string, sort: MotionSort, limit: number) => {
    const pages: MotionListJson[] = [];
    let cursor: string | null = null;
    do {
      pages.push(await pageMotions(pageId, { sort, limit: String(limit), ...(cursor ? { cursor } : {}) }));
      cursor = pages.at(-1)!.nextCursor;
      expect(pages.length).toBeLessThanOrEqual(10);
    } while (cursor);
    return pages;
  };

  it.each(SORTS.flatMap((sort) => [1, 3, 4].map((limit) => [sort, limit] as const)))(
    "by cursor (%s, limit %i) yields the full order once, without gaps",
    async (sort, limit) => {
      const { page, letters } = await seed();
      const pages = await walkByCursor(page.id, sort, limit);
      expect(pages.map((p) => p.motions.length)).toEqual(
        Array.from({ length: Math.ceil(8 / limit) }, (_, i) => Math.min(limit, 8 - i * limit)),
      );
      expect(letters(pages.flatMap((p) => p.motions))).toBe(EXPECTED[sort]);
      expect(pages.slice(0, -1).every((p) => typeof p.nextCursor === "string")).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    },
  );

  it.each(SORTS)("by page (%s, limit 3) yields the full order once, then an empty page", async (sort) => {
    const { page, letters } = await seed();
    const numbered = (n: number) => pageMotions(page.id, { sort, limit: "3", page: String(n) });
    const pages = [await numbered(1), await numbered(2), await numbered(3)];
    expect(pages.map((p) => letters(p.motions))).toEqual([0, 3, 6].map((i) => EXPECTED[sort].slice(i, i + 3)));
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
    expect(await numbered(4)).toEqual({ motions: [], nextCursor: null });
  });

  it.each(SORTS)("continues a page-1 answer by its nextCursor (%s)", async (sort) => {
    const { page, letters } = await seed();
    const first = await pageMotions(page.id, { sort, limit: "3", page: "1" });
    const next = await pageMotions(page.id, { sort, limit: "3", cursor: first.nextCursor! });
    expect(letters(next.motions)).toBe(EXPECTED[sort].slice(3, 6));
    expect(next).toEqual(await pageMotions(page.id, { sort, limit: "3", page: "2" }));
  });

  it("keeps a cursor stable when a new motion arrives ahead of it", async () => {
    const { page, letters } = await seed();
    const first = await pageMotions(page.id, { sort: "Latest", limit: "3" });
    await insertMotions(page.id, [{ createdAt: hours(10) }]); // newest: would shift an offset page by one
    const next = await pageMotions(page.id, { sort: "Latest", limit: "3", cursor: first.nextCursor! });
    expect(letters(next.motions)).toBe(EXPECTED.Latest.slice(3, 6));
  });
});
