import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { motions } from "../../../worker/db/schema";
import { castVote, db, insertPage, insertMotion, ORIGIN, signedInMember } from "../factories";
import { BOOKMARK_HEADER } from "../../../worker/contract/wire";

// The edge cache (worker/lib/edge-cache.ts) on the local runtime, whose Cache API really stores and matches
// (per test file). wrangler.toml turns it off for local runs and tests (EDGE_CACHE_SECONDS = "0"); these
// calls turn it on as production does. Each call waits for the Worker's waitUntil, so a put has landed.

const CACHING = { ...env, EDGE_CACHE_SECONDS: "30" };
const PRIVATE = "private, no-store";

const request = async (path: string, init: RequestInit, bindings: Env = CACHING) => {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}/api${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};
const get = (path: string, headers: Record<string, string> = {}, bindings: Env = CACHING) =>
  request(path, { headers }, bindings);
const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  request(path, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) });
const json = async <T>(res: Response) => (await res.json()) as T;

type Motion = { _id: string; aiStatus: string; viewerVote: "up" | "down" | null };
type List = { motions: Motion[] };
const votesOf = (list: List) => Object.fromEntries(list.motions.map((m) => [m._id, m.viewerVote]));

describe("anonymous public reads", () => {
  it("are public, then served from the cache by full URL until the TTL ends", async () => {
    const page = await insertPage();
    await insertMotion(page.id, { score: 60 });
    const path = `/idea/entityidea?entity=${page.id}&sort=Latest`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=15, s-maxage=30");
    expect(first.headers.get("Vary")).toContain("Authorization");
    expect(first.headers.get(BOOKMARK_HEADER)).toBeNull(); // nothing a visitor would need to send back
    const body = await first.text();

    await insertMotion(page.id, { score: 70 }); // written behind the cache's back
    const second = await get(path);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=15, s-maxage=30");
    expect(await second.text()).toBe(body); // the stored answer, not a new query
    expect(second.headers.get(BOOKMARK_HEADER)).toBeNull();

    const otherUrl = await get(`/idea/entityidea?entity=${page.id}&sort=Votes`);
    expect(otherUrl.headers.get("X-Cache")).toBe("MISS");
    expect((await json<List>(otherUrl)).motions).toHaveLength(2);
  });

  it("cover every public list and page, keeping a handler's own Cache-Control", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { score: 80 });
    const paths: [string, string | null][] = [
      ["/idea?sort=A.I&limit=5", null],
      ["/entity", null],
      [`/entity/${page.slug}`, null],
      [`/idea/${motion.id}`, null],
      ["/ai/rubric", "public, max-age=300"],
      ["/site", "public, max-age=300"],
      ["/stats", "public, max-age=60"],
    ];
    for (const [path, own] of paths) {
      const miss = await get(path);
      expect([miss.status, miss.headers.get("X-Cache")], path).toEqual([200, "MISS"]);
      if (own) expect(miss.headers.get("Cache-Control"), path).toBe(own);
      const hit = await get(path);
      expect(hit.headers.get("X-Cache"), path).toBe("HIT");
      expect(await hit.text(), path).toBe(await miss.text());
    }
  });

  it("never keep errors, a pending motion, or the back office's list", async () => {
    const slug = `later-${crypto.randomUUID().slice(0, 8)}`;
    expect((await get(`/entity/${slug}`)).status).toBe(404);
    await insertPage({ slug });
    expect((await get(`/entity/${slug}`)).status).toBe(200);

    const pending = await insertMotion((await insertPage()).id); // aiStatus "pending"
    const polled = await get(`/idea/${pending.id}`);
    expect(polled.headers.get("Cache-Control")).toBe("no-store");
    await db().update(motions).set({ aiStatus: "scored", aiScore: 42 }).where(eq(motions.id, pending.id));
    expect((await json<{ motion: Motion }>(await get(`/idea/${pending.id}`))).motion.aiStatus).toBe("scored");

    await get("/entity/admin");
    expect((await get("/entity/admin")).headers.get("X-Cache")).toBeNull();
  });

  it("store no origin's CORS grant and no request id", async () => {
    const page = await insertPage();
    const path = `/entity/${page.slug}`;
    const warm = await get(path, { Origin: "http://localhost:5173" });
    expect(warm.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    const bare = await get(path);
    expect(bare.headers.get("X-Cache")).toBe("HIT");
    expect(bare.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const other = await get(path, { Origin: "http://127.0.0.1:8787" });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBe("http://127.0.0.1:8787");
    expect(other.headers.get("X-Request-Id")).not.toBe(warm.headers.get("X-Request-Id"));
  });

  it("are not cached at all when EDGE_CACHE_SECONDS is 0 (local runs)", async () => {
    const page = await insertPage();
    const path = `/idea/entityidea?entity=${page.id}`;
    await get(path, {}, env);
    await insertMotion(page.id, { score: 10 });
    const res = await get(path, {}, env);
    expect(res.headers.get("X-Cache")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBeNull();
    expect((await json<List>(res)).motions).toHaveLength(1);
    expect((await get(path, (await signedInMember()).auth, env)).headers.get("Cache-Control")).toBe(PRIVATE);
  });
});

describe("signed-in and read-your-writes requests", () => {
  it("bypass the cache both ways and are private, no-store", async () => {
    const page = await insertPage();
    const path = `/idea/entityidea?entity=${page.id}`;
    const { auth } = await signedInMember();
    const cold = await get(path, auth);
    expect([cold.headers.get("X-Cache"), cold.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await get(path)).headers.get("X-Cache")).toBe("MISS"); // the signed-in answer was not stored

    await insertMotion(page.id, { score: 20 });
    const fresh = await get(path, auth); // the anonymous copy is warm now, and stale
    expect([fresh.headers.get("X-Cache"), fresh.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await json<List>(fresh)).motions).toHaveLength(1);

    const bookmark = "00000000-00000001-00000000-00000000000000000000000000000000";
    const withBookmark = await get(path, { [BOOKMARK_HEADER]: bookmark });
    expect([withBookmark.headers.get("X-Cache"), withBookmark.headers.get("Cache-Control")]).toEqual(["BYPASS", PRIVATE]);
    expect((await json<List>(withBookmark)).motions).toHaveLength(1);
    expect((await get(path, { Authorization: "Bearer not-a-token" })).headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("never show one member's viewerVote or following to another member or to anonymous visitors", async () => {
    const page = await insertPage();
    const [first, second] = [await insertMotion(page.id, { score: 90 }), await insertMotion(page.id, { score: 80 })];
    const a = await signedInMember();
    const b = await signedInMember();
    await castVote(second.id, b.member.id, "down");
    const voted = await post("/idea/vote", a.auth, { ideaId: first.id });
    expect(voted.status).toBe(200);
    expect((await post(`/entity/${page.id}/follow`, a.auth)).status).toBe(200);

    for (const path of [`/idea/entityidea?entity=${page.id}`, "/idea?sort=Latest&limit=50"]) {
      // A reads first: had A's answer been stored, everyone below would see A's vote.
      const own = await json<List>(await get(path, { ...a.auth, [BOOKMARK_HEADER]: voted.headers.get(BOOKMARK_HEADER)! }));
      expect(votesOf(own)).toMatchObject({ [first.id]: "up", [second.id]: null });
      for (let round = 0; round < 2; round++) {
        const anonymous = await get(path);
        expect(anonymous.headers.get("X-Cache"), path).toBe(round === 0 ? "MISS" : "HIT");
        expect(votesOf(await json<List>(anonymous))).toMatchObject({ [first.id]: null, [second.id]: null });
        expect(votesOf(await json<List>(await get(path, b.auth)))).toMatchObject({ [first.id]: null, [second.id]: "down" });
      }
    }
    expect((await json<{ motion: Motion }>(await get(`/idea/${first.id}`, a.auth))).motion.viewerVote).toBe("up");
    for (const auth of [{}, {}, b.auth]) {
      expect((await json<{ motion: Motion }>(await get(`/idea/${first.id}`, auth))).motion.viewerVote).toBeNull();
    }
    const following = async (auth: Record<string, string>) =>
      (await json<{ entity: { following: boolean } }>(await get(`/entity/${page.slug}`, auth))).entity.following;
    expect(await following(a.auth)).toBe(true);
    for (const auth of [{}, {}, b.auth]) expect(await following(auth)).toBe(false);
  });
});
