import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { testClient } from "hono/testing";
import { describe, expect, it } from "vitest";
import { users } from "../../../worker/db/schema";
import { getDb } from "../../../worker/db/client";
import { api, okJson } from "../support/client";
import { insertPage, insertMotion, signedInMember } from "../support/factories";
import { mailedToken, register, verifyEmail } from "../support/members";
import { BOOKMARK_HEADER } from "../../../worker/contract/wire";
import { bookmarkHeader, d1Session, requestedBookmark, requestedBookmarks } from "../../../worker/http/d1-session";

// D1 Sessions API: every API request runs in one D1 session; writes answer its bookmark in X-D1-Bookmark,
// and a request that sends it back reads at least that new a state (read-your-writes over read replicas).
// Locally there are no replicas, so what shows here is the contract: the header, its shape, the session
// actually carrying the queries (batch included), and that no bookmark, good or bad, breaks a request.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const bookmarkOf = (res: { headers: Headers }) => res.headers.get(BOOKMARK_HEADER);
const vote = (motionId: string, headers: Record<string, string>) => api(headers).idea.vote.$post({ json: { ideaId: motionId } });
const motion = (id: string, headers: Record<string, string> = {}) => api(headers).idea[":id"].$get({ param: { id } });

describe("requestedBookmark", () => {
  it("takes D1's bookmark shape and nothing else", () => {
    const good = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    expect(requestedBookmark(good)).toBe(good);
    expect(requestedBookmark(` ${good.toUpperCase()} `)).toBe(good.toUpperCase());
    const bad = [undefined, null, "", "garbage", "first-primary", "first-unconstrained", `${good}0`, `${good},${good}`, "x".repeat(5000)];
    for (const value of bad) {
      expect(requestedBookmark(value), String(value).slice(0, 30)).toBeNull();
    }
  });
});

describe("one header for several databases", () => {
  const a = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
  const b = "00000012-00000001-00000002-0123456789abcdef0123456789abcdef";

  it("reads the bare entry as the directory's and <database>=<bookmark> as another database's", () => {
    expect(requestedBookmarks(a)).toEqual(new Map([["directory", a]]));
    expect(requestedBookmarks(`${a}, shard-3=${b}`)).toEqual(new Map([["directory", a], ["shard-3", b]]));
    expect(requestedBookmarks(`shard-3=${b}`)).toEqual(new Map([["shard-3", b]]));
  });

  it("ignores entries of unknown databases, malformed bookmarks and oversized headers, never failing", () => {
    expect(requestedBookmarks(`${a}, shard-99=${b}, shard-2=garbage, DIRECTORY=${b}`)).toEqual(new Map([["directory", a]]));
    expect(requestedBookmarks(`${a}, ${b}`)).toEqual(new Map([["directory", a]]));
    expect(requestedBookmarks(`${a},${" ".repeat(2000)}`).size).toBe(0);
    expect(requestedBookmarks(null).size).toBe(0);
  });

  it("writes the directory's bookmark bare and first, as a client of one database reads it", () => {
    expect(bookmarkHeader(new Map([["directory", a]]))).toBe(a);
    expect(bookmarkHeader(new Map([["shard-3", b], ["directory", a]]))).toBe(`${a}, shard-3=${b}`);
  });
});

describe("X-D1-Bookmark on the API", () => {
  it("comes back on a write, and a read that sends it back is answered with one at least as new", async () => {
    const { id } = await insertMotion((await insertPage()).id, { score: 50 });
    const { auth } = await signedInMember();
    const voted = await vote(id, auth);
    expect(voted.status).toBe(200);
    const written = bookmarkOf(voted);
    expect(written).toMatch(BOOKMARK);

    const read = await motion(id, { ...auth, [BOOKMARK_HEADER]: written! });
    expect(read.status).toBe(200);
    const next = bookmarkOf(read);
    expect(next).toMatch(BOOKMARK);
    expect(next! >= written!).toBe(true); // D1 bookmarks sort in time order
  });

  it("is left off anonymous public reads, which stay shareable, and given on other reads", async () => {
    const page = await insertPage();
    const reads: [string, (headers: Record<string, string>) => Promise<{ status: number; headers: Headers }>][] = [
      ["/idea?sort=Latest", (headers) => api(headers).idea.$get({ query: { sort: "Latest" } })],
      [`/idea/entityidea?entity=${page.id}`, (headers) => api(headers).idea.entityidea.$get({ query: { entity: page.id } })],
      [`/entity/${page.slug}`, (headers) => api(headers).entity[":slug"].$get({ param: { slug: page.slug } })],
      ["/stats", (headers) => api(headers).stats.$get()],
    ];
    for (const [path, read] of reads) {
      const res = await read({});
      expect(res.status, path).toBe(200);
      expect(bookmarkOf(res), path).toBeNull();
      expect(bookmarkOf(await read((await signedInMember()).auth)), path).toMatch(BOOKMARK);
    }
    // A GET that writes (the mailed verification link) is not a public read: the new state must be readable.
    const { email } = await register();
    const verified = await verifyEmail(await mailedToken(email, "/verify-email"));
    expect(verified.status).toBe(200);
    expect(bookmarkOf(verified)).toMatch(BOOKMARK);
  });

  it("shows a member their own vote and motion right after writing them, read with the bookmark", async () => {
    const page = await insertPage();
    const { id } = await insertMotion(page.id, { score: 70 });
    const { auth } = await signedInMember();

    const voted = await vote(id, auth);
    expect(voted.status).toBe(200);
    const withBookmark = { ...auth, [BOOKMARK_HEADER]: bookmarkOf(voted)! };
    const list = await okJson(await api(withBookmark).idea.entityidea.$get({ query: { entity: page.id } }));
    expect(list.motions.find((m) => m._id === id)).toMatchObject({ viewerVote: "up", votes: { count: 1 } });

    const submission = { entityId: page.id, userIdea: "Plant shade trees along every bus stop." };
    const submit = await api(auth).idea.add.$post({ json: submission });
    const { motion: created } = await okJson(submit, 202);
    const afterSubmit = { ...auth, [BOOKMARK_HEADER]: bookmarkOf(submit)! };
    expect(afterSubmit[BOOKMARK_HEADER]).toMatch(BOOKMARK);
    const detail = await okJson(await motion(created._id, afterSubmit));
    expect(detail.motion._id).toBe(created._id);
  });

  it.each([
    ["garbage", "garbage"],
    ["a constraint name", "first-primary"],
    ["a near miss", "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf89168"],
    ["an overlong value", "0".repeat(4000)],
    ["a list", "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683, x"],
  ])("ignores %s: the request still works and the value never comes back", async (_, value) => {
    const { id } = await insertMotion((await insertPage()).id, { score: 40 });
    const { auth } = await signedInMember();
    const read = await motion(id, { [BOOKMARK_HEADER]: value });
    expect(read.status).toBe(200);
    expect(bookmarkOf(read)).toMatch(BOOKMARK); // a fresh session's, in place of the bad one

    const voted = await vote(id, { ...auth, [BOOKMARK_HEADER]: value });
    expect(voted.status).toBe(200);
    expect(bookmarkOf(voted)).toMatch(BOOKMARK);
    expect(bookmarkOf(voted)).not.toBe(value);
  });

  it("comes back as sent from an answer that read nothing from D1, and is never made up", async () => {
    const { id } = await insertMotion((await insertPage()).id, { score: 45 });
    const { auth } = await signedInMember();
    const written = bookmarkOf(await vote(id, auth))!;
    expect(written).toMatch(BOOKMARK);
    for (const headers of [{}, auth]) {
      expect(bookmarkOf(await api({ ...headers, [BOOKMARK_HEADER]: written }).health.$get())).toBe(written);
      expect(bookmarkOf(await api({ ...headers, [BOOKMARK_HEADER]: written }).site.$get())).toBe(written);
      expect(bookmarkOf(await api(headers).health.$get())).toBeNull();
    }
  });

  it("keeps another database's bookmark it was sent and brings the directory's up to date", async () => {
    const { id } = await insertMotion((await insertPage()).id, { score: 45 });
    const { auth } = await signedInMember();
    const shard = "00000012-00000001-00000002-0123456789abcdef0123456789abcdef";
    const written = bookmarkOf(await vote(id, { ...auth, [BOOKMARK_HEADER]: `shard-4=${shard}` }))!;
    const [directoryEntry, shardEntry] = written.split(", ");
    expect(directoryEntry).toMatch(BOOKMARK);
    expect(shardEntry).toBe(`shard-4=${shard}`);
    expect(bookmarkOf(await api({ [BOOKMARK_HEADER]: written }).health.$get())).toBe(written);
  });

  it("survives a failed write: the error envelope, no 500", async () => {
    const { auth } = await signedInMember();
    const res = await vote(crypto.randomUUID(), auth);
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty("message");
  });
});

describe("drizzle over a D1 session", () => {
  // A throwaway app with only the session middleware, to see which database handlers get.
  const probe = new Hono<{ Bindings: Env }>()
    .use(d1Session)
    .get("/session", (c) => c.json({ session: c.var.db !== undefined }))
    .post("/batch", async (c) => {
      const db = getDb(c);
      const [members, [total]] = await db.batch([
        db.select({ id: users.id }).from(users).limit(1),
        db.select({ n: sql<number>`count(*)` }).from(users),
      ]);
      return c.json({ members: members.length, count: total!.n });
    });

  it("gives handlers the session, runs batch() on it and answers its bookmark", async () => {
    await signedInMember();
    const client = testClient(probe, env);
    expect(await (await client.session.$get()).json()).toEqual({ session: true });
    const res = await client.batch.$post();
    const body = await okJson(res);
    expect(body.members).toBe(1);
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(bookmarkOf(res)).toMatch(BOOKMARK);
  });

  it("falls back to the directory outside a request and without the middleware", async () => {
    const { member } = await signedInMember();
    const viaEnv = await getDb(env).query.users.findFirst({ columns: { id: true }, where: (u, { eq }) => eq(u.id, member.id) });
    expect(viaEnv?.id).toBe(member.id);
    const bare = new Hono<{ Bindings: Env }>().get("/", async (c) => c.json({ n: await getDb(c).$count(users) }));
    expect((await (await testClient(bare, env).index.$get()).json()).n).toBeGreaterThanOrEqual(1);
  });
});
