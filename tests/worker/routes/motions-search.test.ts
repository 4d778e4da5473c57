import { describe, expect, it } from "vitest";
import { inOneMinute } from "../support/rate-limits";
import { listMessages } from "../../../worker/contract/lists";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db, insertMotion, insertPage, uniqueTag } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";
import { motions } from "../../../worker/db/schema";
import { eq } from "drizzle-orm";

// Full-text search of motions (README.md, "Search"): `q` on GET /api/idea and /api/idea/entityidea, ranked
// by BM25 unless another sort is asked for, combined with every other parameter, never an error for any
// text, never a hidden motion.

type Query = Record<string, string>;
// National lists read the catalogue (README.md, "National catalogues"): the rows this file writes straight to D1
// reach it with the minute's refresh, run first.
const list = async (query: Query) => {
  await refreshCatalogue();
  return okJson(await api().idea.$get({ query }));
};
const pageList = async (query: Query & { entity: string }) => okJson(await api().idea.entityidea.$get({ query }));
const ids = (body: { motions: { _id: string }[] }) => body.motions.map((m) => m._id);

describe("GET /api/idea?q=", () => {
  it("finds every word whatever the case, accents and form (one stem: crossing, crossings), best match first", async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    const strong = await insertMotion(page.id, { text: `Peatón crossings ${tag}: safer crossings, more crossings near schools.` });
    const weak = await insertMotion(page.id, { text: `A long motion about many things, among them crossings, parks, buses, lighting and benches ${tag}.` });
    const other = await insertMotion(page.id, { text: `Plant more trees along the river ${tag}.` });
    const found = await list({ q: `CROSSINGS ${tag}` });
    expect(ids(found)).toEqual([strong.id, weak.id]);
    expect(ids(await list({ q: `peaton ${tag}` }))).toEqual([strong.id]);
    expect(ids(await list({ q: `${tag} crossing` }))).toEqual([strong.id, weak.id]);
    expect(ids(await list({ q: `${tag} LIGHTS` }))).toEqual([weak.id]);
    // Whole words only: a part of one is no stem of it.
    expect(ids(await list({ q: `${tag} crossi` }))).toEqual([]);
    expect(ids(await list({ q: `${tag} trees` }))).toEqual([other.id]);
    expect(await list({ q: `${tag} nothing-like-this` })).toEqual({ motions: [], nextCursor: null });
  });

  it("combines with the page, the status filter and another sort", async () => {
    const tag = uniqueTag();
    const [page, elsewhere] = [await insertPage(), await insertPage()];
    const low = await insertMotion(page.id, { text: `Bike lanes ${tag} everywhere`, up: 1, status: "accepted" });
    const high = await insertMotion(page.id, { text: `Bike lanes ${tag} on Main Street`, up: 9, status: "accepted" });
    await insertMotion(page.id, { text: `Bike lanes ${tag} by the river`, up: 20, status: "open" });
    await insertMotion(elsewhere.id, { text: `Bike lanes ${tag} downtown`, up: 30, status: "accepted" });
    expect(ids(await pageList({ entity: page.id, q: `bike ${tag}`, status: "accepted", sort: "Votes" }))).toEqual([high.id, low.id]);
  });

  it("pages through results by cursor, relevance and keyset alike, with no repeats", async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    const made = await Promise.all(Array.from({ length: 7 }, (_, i) => insertMotion(page.id, { text: `Street trees ${tag} number ${i}`, up: i })));
    for (const sort of ["Relevance", "Votes", "Latest"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const body: Awaited<ReturnType<typeof list>> = await list({ q: `trees ${tag}`, sort, limit: "3", ...(cursor ? { cursor } : {}) });
        seen.push(...ids(body));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen.sort(), sort).toEqual(made.map((m) => m.id).sort());
    }
  });

  it("never finds a hidden motion, and forgets a deleted one", async () => {
    const tag = uniqueTag();
    const page = await insertPage();
    await insertMotion(page.id, { text: `Hidden advert ${tag}`, moderationState: "hidden", hiddenReason: "spam" });
    const gone = await insertMotion(page.id, { text: `Deleted later ${tag}` });
    await db().delete(motions).where(eq(motions.id, gone.id));
    expect(await list({ q: tag })).toEqual({ motions: [], nextCursor: null });
  });

  it("reads any text as words: FTS syntax, quotes and punctuation are never an error", async () => {
    for (const q of ['"', "*", "NEAR(a b)", "a AND OR NOT b", "col:term", "^start", "(((", "-x", "'; DROP TABLE motions; --", "é\u0301", "🚲🚲"]) {
      const res = await api().idea.$get({ query: { q } });
      expect(res.status, q).toBe(200);
    }
  });

  it("answers 400 for a search over 100 characters and for Relevance without a search", async () => {
    expect((await errorJson(await api().idea.$get({ query: { q: "x".repeat(101) } }), 400)).message).toBe(listMessages.search);
    expect((await errorJson(await api().idea.$get({ query: { sort: "Relevance" } }), 400)).message).toBe(listMessages.relevanceNeedsSearch);
  });

  it("limits anonymous searches per address: the 61st in a minute is 429", async () => {
    const { ip, statuses } = await inOneMinute(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await api({ "CF-Connecting-IP": ip }).idea.$get({ query: { q: `limit test ${i}` } })).status);
      return { ip, statuses };
    });
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    expect((await errorJson(await api({ "CF-Connecting-IP": ip }).idea.$get({ query: { q: "one more" } }), 429)).message).toBe(listMessages.tooManySearches);
    // Lists without a search are not counted.
    expect((await api({ "CF-Connecting-IP": ip }).idea.$get({ query: {} })).status).toBe(200);
  });
});
