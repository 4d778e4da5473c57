import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { authMessages } from "../../../worker/contract/auth";
import { motionMessages } from "../../../worker/contract/motions";
import { users } from "../../../worker/db/schema";
import { api, bearer, errorJson, okJson } from "../support/client";
import { db, insertMember, insertMotion, insertPage, signedInMember } from "../support/factories";

// A vote's member check reads the directory where it may lag (README.md, "Databases", directory reads): one
// statement on a session of its own that may go to a replica, none on the primary session the vote's writes
// use, unless that read refuses the member; then the primary decides. The request's Server-Timing header
// says how many statements each session ran.

const vote = (motionId: string, auth: Record<string, string>) => api(auth).idea.vote.$post({ json: { ideaId: motionId } });
const statements = (res: { headers: Headers }, name: string) => {
  const match = new RegExp(`${name};desc="(\\d+) statements"`).exec(res.headers.get("Server-Timing") ?? "");
  return match ? Number(match[1]) : 0;
};
const freshMotion = async () => insertMotion((await insertPage()).id);

describe("the directory reads of a signed-in request", () => {
  it("checks a voting member and finds the motion's database with lagging reads, and leaves the primary session to the vote", async () => {
    const motion = await freshMotion();
    const { auth } = await signedInMember();
    const res = await vote(motion.id, auth);
    expect((await okJson(res)).message).toBe(motionMessages.upvoted);
    // The member check and the motion's placement (README.md, "Routing by placement").
    expect(statements(res, "d1-lagging")).toBe(2);
    // The vote itself (the motion as read, one batch of three statements) on the primary session, no member read there.
    const withoutCheck = statements(res, "d1-session");
    const refused = await vote(motion.id, bearer(await signMemberToken(env, await insertMember({ isVerified: false }))));
    expect(statements(refused, "d1-lagging")).toBe(1);
    expect(statements(refused, "d1-session")).toBe(1); // the refusal, confirmed on the primary before it stands
    expect(withoutCheck).toBeGreaterThan(0);
  });

  it("refuses what the primary refuses: an unverified member, an ended session, a suspended member", async () => {
    const motion = await freshMotion();
    const unverified = await signedInMember({ isVerified: false });
    expect(await errorJson(await vote(motion.id, unverified.auth), 403)).toMatchObject({ message: authMessages.verifyFirst });

    const reset = await signedInMember();
    await db().update(users).set({ tokenVersion: reset.member.tokenVersion + 1 }).where(eq(users.id, reset.member.id));
    expect((await vote(motion.id, reset.auth)).status).toBe(401);

    const suspended = await signedInMember({ suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await vote(motion.id, suspended.auth)).status).toBe(403);
  });

  it("takes a token signed after the last reset, and reads nothing lagging for a read-only request", async () => {
    const member = await insertMember({ tokenVersion: 3 });
    const motion = await freshMotion();
    const res = await vote(motion.id, bearer(await signMemberToken(env, member)));
    expect(res.status).toBe(200);
    const list = await api(bearer(await signMemberToken(env, member))).idea.$get({ query: {} });
    expect(list.status).toBe(200);
    expect(statements(list, "d1-lagging")).toBe(0);
    expect(statements(list, "d1-session")).toBeGreaterThan(0);
  });
});
