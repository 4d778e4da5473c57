import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motions } from "../../../worker/db/schema";
import { type Answer, api, okJson, type MotionListJson } from "../support/client";
import { castVote, db, insertPage, insertMotion, signedInMember } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";
import { BOOKMARK_HEADER } from "../../../worker/contract/wire";

// The edge cache (worker/http/edge-cache.ts) on the local runtime, whose Cache API really stores and matches
// (per test file). wrangler.toml turns it off for local runs and tests (EDGE_CACHE_SECONDS = "0"); these
// calls turn it on as production does. Each call waits for the Worker's waitUntil, so a put has landed.

const CACHING = { ...env, EDGE_CACHE_SECONDS: "30" };
const PRIVATE = "private, no-store";

/** The typed client with the cache on (or the given bindings), sending `headers`. */
const as = (headers: Record<string, string> = {}, bindings: Env = CACHING) => api(headers, bindings);

const votesOf = (list: MotionListJson) => Object.fromEntries(list.motions.map((m) => [m._id, m.viewerVote]));

describe("anonymous public reads", () => {
  it("are public, then served from the cache by full URL until the TTL ends", async () => {
    const page = await insertPage();
    await insertMotion(page.id, { score: 60 });
    const list = () => as().idea.entityidea.$get({ query: { entity: page.id, sort: "Latest" } });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=15, s-maxage=30");
    expect(first.headers.get("Vary")).toContain("Authorization");
    expect(first.headers.get(BOOKMARK_HEADER)).toBeNull(); // nothing a visitor would need to send back
    const body = await first.text();

    await insertMotion(page.id, { score: 70 }); // written behind the cache's back
    const second = await list();
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=15, s-maxage=30");
    expect(await second.text()).toBe(body); // the stored answer, not a new query
    expect(second.headers.get(BOOKMARK_HEADER)).toBeNull();

    const otherUrl = await as().idea.entityidea.$get({ query: { entity: page.id, sort: "Votes" } });
    expect(otherUrl.headers.get("X-Cache")).toBe("MISS");
    expect((await okJson(otherUrl)).motions).toHaveLength(2);
  });

  it("cover every public list and page, keeping a handler's own Cache-Control", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { score: 80 });
    const reads: [string, () => Promise<Answer>, string | null][] = [
      ["/idea?sort=A.I&limit=5", () => as().idea.$get({ query: { sort: "A.I", limit: "5" } }), null],
      ["/entity", () => as().entity.$get({ query: {} }), null],
      [`/entity/${page.slug}`, () => as().entity[":slug"].$get({ param: { slug: page.slug } }), null],
      [`/idea/${motion.id}`, () => as().idea[":id"].$get({ param: { id: motion.id } }), null],
      ["/ai/rubric", () => as().ai.rubric.$get(), "public, max-age=300"],
      ["/site", () => as().site.$get(), "public, max-age=300"],
      ["/stats", () => as().stats.$get(), "public, max-age=60"],
    ];
    for (const [path, get, own] of reads) {
      const miss = await get();
      expect([miss.status, miss.headers.get("X-Cache")], path).toEqual([200, "MISS"]);
      if (own) expect(miss.headers.get("Cache-Control"), path).toBe(own);
      const hit = await get();
      expect(hit.headers.get("X-Cache"), path).toBe("HIT");
      expect(await hit.text(), path).toBe(await miss.text());
    }
  });

  it("never keep errors, a pending motion, or the back office's list", async () => {
    const slug = `later-${crypto.randomUUID().slice(0, 8)}`;
    const page = () => as().entity[":slug"].$get({ param: { slug } });
    expect((await page()).status).toBe(404);
    await insertPage({ slug });
    expect((await page()).status).toBe(200);

    const pending = await insertMotion((await insertPage()).id); // aiStatus "pending"
    const poll = () => as().idea[":id"].$get({ param: { id: pending.id } });
    const polled = await poll();
    expect(polled.headers.get("Cache-Control")).toBe("no-store");
    await db().update(motions).set({ aiStatus: "scored", aiScore: 42 }).where(eq(motions.id, pending.id));
    expect((await okJson(await poll())).motion.aiStatus).toBe("scored");

    await as().entity.admin.$get();
    expect((await as().entity.admin.$get()).headers.get("X-Cache")).toBeNull();
  });

  it("store no origin's CORS grant and no request id", async () => {
    const { slug } = await insertPage();
    const get = (headers: Record<string, string> = {}) => as(headers).entity[":slug"].$get({ param: { slug } });
    const warm = await get({ Origin: "http://localhost:5173" });
    expect(warm.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    const bare = await get();
    expect(bare.headers.get("X-Cache")).toBe("HIT");
    expect(bare.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const other = await get({ Origin: "http://127.0.0.1:8787" });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBe("http://127.0.0.1:8787");
    expect(other.headers.get("X-Request-Id")).not.toBe(warm.headers.get("X-Request-Id"));
  });

  it("are not cached at all when EDGE_CACHE_SECONDS is 0 (local runs)", async () => {
    const page = await insertPage();
    const list = (headers: Record<string, string> = {}) => as(headers, env).idea.entityidea.$get({ query: { entity: page.id } });
    await list();
    await insertMotion(page.id, { score: 10 });
    const res = await list();
    expect(res.headers.get("X-Cache")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBeNull();
    expect((await okJson(res)).motions).toHaveLength(1);
    expect((await list((await signedInMember()).auth)).headers.get("Cache-Control")).toBe(PRIVATE);
  });
});

describe("signed-in and read-your-writes requests", () => {
  it("bypass the cache both ways and are private, no-store", async () => {
    const page = await insertPage();
    const list = (headers: Record<string, string> = {}) => as(headers).idea.entityidea.$get({ query: { entity: page.id } });
    const { auth } = await signedInMember();
    const cold = await list(auth);
    expect([cold.headers.get("X-Cache"), cold.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await list()).headers.get("X-Cache")).toBe("MISS"); // the signed-in answer was not stored

    await insertMotion(page.id, { score: 20 });
    const fresh = await list(auth); // the anonymous copy is warm now, and stale
    expect([fresh.headers.get("X-Cache"), fresh.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await okJson(fresh)).motions).toHaveLength(1);

    const bookmark = "00000000-00000001-00000000-00000000000000000000000000000000";
    const withBookmark = await list({ [BOOKMARK_HEADER]: bookmark });
    expect([withBookmark.headers.get("X-Cache"), withBookmark.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await okJson(withBookmark)).motions).toHaveLength(1);
    expect((await list({ Authorization: "Bearer not-a-token" })).headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("never show one member's viewerVote or following to another member or to anonymous visitors", async () => {
    const page = await insertPage();
    const [first, second] = [await insertMotion(page.id, { score: 90 }), await insertMotion(page.id, { score: 80 })];
    const a = await signedInMember();
    const b = await signedInMember();
    await castVote(second.id, b.member.id, "down");
    // The national list reads the catalogue: the motions written straight to D1 reach it with the minute's refresh.
    await refreshCatalogue();
    const voted = await as(a.auth).idea.vote.$post({ json: { ideaId: first.id } });
    expect(voted.status).toBe(200);
    expect((await as(a.auth).entity[":id"].follow.$post({ param: { id: page.id } })).status).toBe(200);

    const lists: [string, (headers?: Record<string, string>) => ReturnType<ReturnType<typeof as>["idea"]["$get"]>][] = [
      [`/idea/entityidea?entity=${page.id}`, (headers) => as(headers).idea.entityidea.$get({ query: { entity: page.id } })],
      ["/idea?sort=Latest&limit=50", (headers) => as(headers).idea.$get({ query: { sort: "Latest", limit: "50" } })],
    ];
    for (const [path, list] of lists) {
      // A reads first: had A's answer been stored, everyone below would see A's vote.
      const own = await okJson(await list({ ...a.auth, [BOOKMARK_HEADER]: voted.headers.get(BOOKMARK_HEADER)! }));
      expect(votesOf(own)).toMatchObject({ [first.id]: "up", [second.id]: null });
      for (let round = 0; round < 2; round++) {
        const anonymous = await list();
        expect(anonymous.headers.get("X-Cache"), path).toBe(round === 0 ? "MISS" : "HIT");
        expect(votesOf(await okJson(anonymous))).toMatchObject({ [first.id]: null, [second.id]: null });
        expect(votesOf(await okJson(await list(b.auth)))).toMatchObject({ [first.id]: null, [second.id]: "down" });
      }
    }
    const viewerVote = async (auth: Record<string, string>) =>
      (await okJson(await as(auth).idea[":id"].$get({ param: { id: first.id } }))).motion.viewerVote;
    expect(await viewerVote(a.auth)).toBe("up");
    for (const auth of [{}, {}, b.auth]) expect(await viewerVote(auth)).toBeNull();
    const following = async (auth: Record<string, string>) =>
      (await okJson(await as(auth).entity[":slug"].$get({ param: { slug: page.slug } }))).entity.following;
    expect(await following(a.auth)).toBe(true);
    for (const auth of [{}, {}, b.auth]) expect(await following(auth)).toBe(false);
  });
});
