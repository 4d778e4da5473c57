import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { users } from "../../../worker/db/schema";
import { emailTokens } from "../../../worker/db/token-schema";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db } from "../support/factories";
import { loggedIn, login, mailedToken, mailsTo, register, uniqueEmail, verifiedMember, verifyEmail } from "../support/members";
import { oneOverTheLimit } from "../support/rate-limits";

// The mailed verification link (GET /api/auth/verify-email/:token, one use, 24 hours) and asking for a new
// one (POST /api/auth/resend-verification, the same answer for every address, a 60 s cooldown).

const expectInvalidLink = async (token: string) => {
  expect(await errorJson(await verifyEmail(token), 400)).toEqual({ message: authMessages.invalidLink });
};

describe("GET /api/auth/verify-email/:token", () => {
  it("verifies the address and signs the member in", async () => {
    const { email, user } = await register();
    const body = await okJson(await verifyEmail(await mailedToken(email, "/verify-email")));
    expect(body).toEqual({ message: authMessages.emailVerified, alreadyVerified: false, token: expect.any(String), user: { ...user, isVerified: true } });
    if (body.alreadyVerified) throw new Error("unreachable");
    expect((await loggedIn(body.token)).status).toBe(200);
    expect((await login(email)).status).toBe(200);
  });

  it("works once: the same link again says the address is already verified, and signs nobody in", async () => {
    const { email } = await register();
    const token = await mailedToken(email, "/verify-email");
    expect((await verifyEmail(token)).status).toBe(200);
    const again = await okJson(await verifyEmail(token));
    expect(again).toEqual({ message: authMessages.alreadyVerified, alreadyVerified: true });
  });

  it("lets only one of two parallel uses of the same link sign in", async () => {
    const { email } = await register();
    const token = await mailedToken(email, "/verify-email");
    const results = await Promise.all([verifyEmail(token), verifyEmail(token)]);
    const bodies = await Promise.all(results.map((r) => r.json() as Promise<Record<string, unknown>>));
    expect(bodies.filter((b) => typeof b.token === "string")).toHaveLength(1);
  });

  it("still refuses a spent link of an account that is not verified (a superseded link)", async () => {
    const { email, user } = await register();
    const token = await mailedToken(email, "/verify-email");
    await db().update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.userId, user._id));
    await expectInvalidLink(token);
  });

  it("refuses an expired link", async () => {
    const { email, user } = await register();
    const token = await mailedToken(email, "/verify-email");
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, user._id));
    await expectInvalidLink(token);
  });

  it("refuses an unknown token and a reset token used as a verification token", async () => {
    await expectInvalidLink("A".repeat(43));
    const member = await verifiedMember();
    await api({}, env).auth["forgot-password"].$post({ json: { email: member.email } }); // mailed after the answer
    await expectInvalidLink(await mailedToken(member.email, "/reset-password"));
  });

  it("issues verification links that expire after 24 hours", async () => {
    const { user } = await register();
    const row = await db().query.emailTokens.findFirst({ where: eq(emailTokens.userId, user._id) });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(24 * 3600_000 - 5_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 5_000);
  });
});

describe("POST /api/auth/resend-verification", () => {
  const resend = (email: string, headers: Record<string, string> = {}) =>
    api(headers).auth["resend-verification"].$post({ json: { email } });
  const allowResendNow = (id: string) =>
    db().update(users).set({ verificationSentAt: new Date(Date.now() - 61_000) }).where(eq(users.id, id));

  it("answers unknown, verified and unverified addresses alike; only the unverified one gets a mail", async () => {
    const unknown = uniqueEmail("unknown");
    const verified = await verifiedMember();
    const pending = await register();
    await allowResendNow(pending.user._id);
    const before = { verified: (await mailsTo(verified.email)).length, pending: (await mailsTo(pending.email)).length };
    const bodies = [];
    for (const email of [unknown, verified.email, pending.email]) {
      const res = await resend(email);
      expect(res.status).toBe(200);
      bodies.push(await res.text());
    }
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ message: authMessages.verificationSent })]));
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(verified.email)).toHaveLength(before.verified);
    expect(await mailsTo(pending.email)).toHaveLength(before.pending + 1);
  });

  it("makes the newest link the only valid one", async () => {
    const { email, user } = await register();
    const first = await mailedToken(email, "/verify-email");
    await allowResendNow(user._id);
    expect((await resend(email)).status).toBe(200);
    const second = await mailedToken(email, "/verify-email");
    expect(second).not.toBe(first);
    await expectInvalidLink(first);
    expect((await verifyEmail(second)).status).toBe(200);
  });

  it("enforces a 60 s cooldown after a mail went out: 429 with the seconds left in Retry-After", async () => {
    const { email, user } = await register(); // register just sent one
    const res = await resend(email);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: authMessages.resendCooldown });
    const wait = Number(res.headers.get("Retry-After"));
    expect(wait).toBeGreaterThanOrEqual(58);
    expect(wait).toBeLessThanOrEqual(60);
    await db().update(users).set({ verificationSentAt: new Date(Date.now() - 45_000) }).where(eq(users.id, user._id));
    expect(Number((await resend(email)).headers.get("Retry-After"))).toBeLessThanOrEqual(15);
    await allowResendNow(user._id);
    expect((await resend(email)).status).toBe(200);
    expect((await resend(email)).status).toBe(429);
  });

  it("never answers the cooldown for an address without an account (no mail went out)", async () => {
    const unknown = uniqueEmail("ghost");
    for (let i = 0; i < 3; i++) expect((await resend(unknown)).status).toBe(200);
  });

  it("limits resends per IP: the sixth in a minute is 429 with Retry-After 60", async () => {
    const { statuses, limited } = await oneOverTheLimit(5, () => {
      const ip = freshIp();
      return () => resend(uniqueEmail(), { "CF-Connecting-IP": ip });
    });
    expect(statuses).toEqual(Array(5).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
  });
});
