import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { follows } from "../../../worker/db/schema";
import { api, errorJson, okJson } from "../support/client";
import { db, insertPage, signedInMember } from "../support/factories";

// Following a motion page: POST/DELETE /api/entity/:id/follow, idempotent and exact under parallel requests,
// and what the page payload (GET /api/entity/:slug) and the page lists then show.

type Method = "POST" | "DELETE";

/** POST (follow) or DELETE (unfollow) /api/entity/:id/follow as `auth`. */
const followCall = (method: Method, id: string, auth: Record<string, string> = {}) => {
  const route = api(auth).entity[":id"].follow;
  return method === "POST" ? route.$post({ param: { id } }) : route.$delete({ param: { id } });
};

const follow = async (method: Method, id: string, auth: Record<string, string>) => okJson(await followCall(method, id, auth));

const pageAs = async (slug: string, auth: Record<string, string> = {}) =>
  (await okJson(await api(auth).entity[":slug"].$get({ param: { slug } }))).entity;

const followRows = async (pageId: string) => (await db().select().from(follows).where(eq(follows.pageId, pageId))).length;

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
    const list = await okJson(await api().entity.$get({ query: {} }));
    expect(list.find((e) => e._id === page.id)).toMatchObject({ followerCount: 1 });
  });

  it("asks an anonymous caller to log in, an unverified member to verify, and answers 404 for no page", async () => {
    const page = await insertPage();
    for (const method of ["POST", "DELETE"] as const) {
      const anonymous = await followCall(method, page.id);
      expect(await errorJson(anonymous, 401)).toEqual({ message: "Please log in to continue." });
      const unverified = await followCall(method, page.id, (await signedInMember({ isVerified: false })).auth);
      expect(await errorJson(unverified, 403)).toEqual({ message: "Please verify your email to continue." });
      const missing = await followCall(method, crypto.randomUUID(), (await signedInMember()).auth);
      expect(await errorJson(missing, 404)).toEqual({ message: "Motion page not found." });
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
