import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { follows } from "../../../worker/db/schema";
import { db, insertPage, send, signedInMember } from "../factories";

// Following a motion page: POST/DELETE /api/entity/:id/follow, idempotent and exact under parallel requests,
// and what the page payload (GET /api/entity/:slug) and the page lists then show.

type FollowAnswer = { message: string; following: boolean; followerCount: number };
type Entity = { _id: string; followerCount: number; following?: boolean };

const follow = async (method: "POST" | "DELETE", id: string, auth: Record<string, string>) => {
  const res = await send(method, `/entity/${id}/follow`, undefined, auth);
  expect(res.status).toBe(200);
  return (await res.json()) as FollowAnswer;
};

const pageAs = async (slug: string, auth: Record<string, string> = {}) => {
  const res = await send("GET", `/entity/${slug}`, undefined, auth);
  expect(res.status).toBe(200);
  return ((await res.json()) as { entity: Entity }).entity;
};

const followRows = async (entityId: string) => (await db().select().from(follows).where(eq(follows.pageId, entityId))).length;

describe("following a page", () => {
  it("follows and unfollows, answering { message, following, followerCount }", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    expect(await follow("POST", page.id, auth)).toEqual({ message: motionMessages.followed, following: true, followerCount: 1 });
    expect(await follow("DELETE", page.id, auth)).toEqual({ message: motionMessages.unfollowed, following: false, followerCount: 0 });
  });

  it("is idempotent both ways", async () => {
    const page = await insertPage();
    const [a, b] = [await signedInMember(), await signedInMember()];
    await follow("POST", page.id, a.auth);
    expect(await follow("POST", page.id, a.auth)).toMatchObject({ following: true, followerCount: 1 });
    expect(await follow("POST", page.id, b.auth)).toMatchObject({ following: true, followerCount: 2 });
    await follow("DELETE", page.id, a.auth);
    expect(await follow("DELETE", page.id, a.auth)).toMatchObject({ following: false, followerCount: 1 });
    // Unfollowing a page one never followed changes nothing either.
    expect(await follow("DELETE", page.id, (await signedInMember()).auth)).toMatchObject({ following: false, followerCount: 1 });
    expect(await followRows(page.id)).toBe(1);
  });

  it("shows followerCount to everyone and following only to the follower", async () => {
    const page = await insertPage();
    const [fan, other] = [await signedInMember(), await signedInMember()];
    expect(await pageAs(page.slug, fan.auth)).toMatchObject({ _id: page.id, followerCount: 0, following: false });
    await follow("POST", page.id, fan.auth);
    expect(await pageAs(page.slug, fan.auth)).toMatchObject({ followerCount: 1, following: true });
    expect(await pageAs(page.slug, other.auth)).toMatchObject({ followerCount: 1, following: false });
    expect(await pageAs(page.slug)).toMatchObject({ followerCount: 1, following: false });
    expect(await pageAs(page.slug, { Authorization: "Bearer nonsense" })).toMatchObject({ following: false });
    // The page lists carry the count as well.
    const list = (await (await send("GET", "/entity")).json()) as Entity[];
    expect(list.find((e) => e._id === page.id)).toMatchObject({ followerCount: 1 });
  });

  it("asks an anonymous caller to log in, an unverified member to verify, and answers 404 for no page", async () => {
    const page = await insertPage();
    for (const method of ["POST", "DELETE"]) {
      const anonymous = await send(method, `/entity/${page.id}/follow`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Please log in to continue." });
      const unverified = await send(method, `/entity/${page.id}/follow`, undefined, (await signedInMember({ isVerified: false })).auth);
      expect(unverified.status).toBe(403);
      expect(await unverified.json()).toEqual({ message: "Please verify your email to continue." });
      const missing = await send(method, `/entity/${crypto.randomUUID()}/follow`, undefined, (await signedInMember()).auth);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Motion page not found." });
    }
    expect(await pageAs(page.slug)).toMatchObject({ followerCount: 0 });
  });
});

describe("following under parallel requests", () => {
  it("counts one member following twice at once as one follower", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const answers = await Promise.all([1, 2, 3].map(() => follow("POST", page.id, auth)));
    expect(answers.map((a) => a.following)).toEqual([true, true, true]);
    expect(await pageAs(page.slug)).toMatchObject({ followerCount: 1 });
    expect(await followRows(page.id)).toBe(1);
  });

  it("keeps the count exact with many members following and unfollowing at once", async () => {
    const page = await insertPage();
    const members = await Promise.all(Array.from({ length: 60 }, () => signedInMember()));
    const leaving = members.slice(0, 20);
    for (const m of leaving) await follow("POST", page.id, m.auth);
    // 20 leave (each sending DELETE twice) while 40 join (each sending POST twice).
    await Promise.all([
      ...leaving.flatMap((m) => [follow("DELETE", page.id, m.auth), follow("DELETE", page.id, m.auth)]),
      ...members.slice(20).flatMap((m) => [follow("POST", page.id, m.auth), follow("POST", page.id, m.auth)]),
    ]);
    expect(await followRows(page.id)).toBe(40);
    expect(await pageAs(page.slug)).toMatchObject({ followerCount: 40 });
  });
});
