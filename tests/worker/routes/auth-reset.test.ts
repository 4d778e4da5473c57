import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { emailTokens } from "../../../worker/db/token-schema";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db, insertMember } from "../support/factories";
import { loggedIn, login, mailedToken, mailsTo, register, uniqueEmail, verifiedMember } from "../support/members";
import { oneOverTheLimit } from "../support/rate-limits";

// A forgotten password: POST /api/auth/forgot-password mails a one-hour link (without telling whether the
// address has an account), POST /api/auth/reset-password/:token sets the new password once.

const NEW_PASSWORD = "a brand new passphrase";
// The mail goes out on the account-mail queue, after the answer: tests wait for it to arrive.
const forgot = (email: string, headers: Record<string, string> = {}) => api(headers, env).auth["forgot-password"].$post({ json: { email } });
const resetMails = async (email: string) => (await mailsTo(email)).filter((m) => m.links.some((l) => new URL(l).pathname === "/reset-password"));
/** Asks for a reset link and waits for that mail (not an earlier one) to arrive: its token. */
const newResetLink = async (email: string) => {
  const before = (await resetMails(email)).length;
  await okJson(await forgot(email));
  return vi.waitFor(
    async () => {
      const mails = await resetMails(email);
      expect(mails.length).toBe(before + 1);
      return new URL(mails[0]!.links[0]!).searchParams.get("token")!;
    },
    { timeout: 5_000, interval: 50 },
  );
};
const reset = (token: string, password = NEW_PASSWORD) =>
  api().auth["reset-password"][":token"].$post({ param: { token }, json: { password } });
const expectInvalidLink = async (res: Awaited<ReturnType<typeof reset>>) => {
  expect(await errorJson(res, 400)).toEqual({ message: authMessages.invalidLink });
};

describe("POST /api/auth/forgot-password", () => {
  it("answers before it looks the address up: a failing mail changes nothing in the answer", async () => {
    const member = await verifiedMember();
    const broken = { ...env, MAIL: { send: async () => Promise.reject(new Error("mail down")) } as unknown as SendEmail };
    const res = await api({}, broken).auth["forgot-password"].$post({ json: { email: member.email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: authMessages.resetLinkSent });
  });

  it("answers known and unknown addresses identically; only the known one gets a 1-hour link", async () => {
    const member = await verifiedMember();
    const unknown = uniqueEmail("unknown");
    const [known, missing] = [await forgot(member.email), await forgot(unknown)];
    expect([known.status, missing.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await missing.text());
    expect(await (await forgot(unknown)).json()).toEqual({ message: authMessages.resetLinkSent });
    await mailedToken(member.email, "/reset-password"); // the known address's mail has arrived by now…
    expect(await mailsTo(unknown)).toEqual([]); // …and an address without an account never gets one
    const [mail] = await mailsTo(member.email);
    expect(mail!.links).toEqual([expect.stringMatching(new RegExp(`^${env.APP_URL}/reset-password\\?token=[\\w-]{43}$`))]);
    expect(mail!.text).toContain("1 hour");
  });

  it("limits requests per IP: the sixth in a minute is 429 with Retry-After 60", async () => {
    const { statuses, limited } = await oneOverTheLimit(5, () => {
      const ip = freshIp();
      return () => forgot(uniqueEmail(), { "CF-Connecting-IP": ip });
    });
    expect(statuses).toEqual(Array(5).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
  });
});

describe("POST /api/auth/reset-password/:token", () => {
  it("sets the new password, ends every older session, and the old password stops working", async () => {
    const member = await verifiedMember();
    expect((await loggedIn(member.token)).status).toBe(200);
    await forgot(member.email);
    const res = await reset(await mailedToken(member.email, "/reset-password"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: authMessages.passwordReset });

    const old = await loggedIn(member.token);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ message: authMessages.signInRequired });
    expect((await login(member.email, member.password)).status).toBe(401);
    const { token } = await okJson(await login(member.email, NEW_PASSWORD));
    expect((await loggedIn(token)).status).toBe(200);
  });

  it("works once", async () => {
    const member = await verifiedMember();
    await forgot(member.email);
    const token = await mailedToken(member.email, "/reset-password");
    expect((await reset(token)).status).toBe(200);
    await expectInvalidLink(await reset(token, "yet another password"));
    expect((await login(member.email, "yet another password")).status).toBe(401);
  });

  it("refuses an expired link, an unknown one and a verification link", async () => {
    const member = await verifiedMember();
    await forgot(member.email);
    const token = await mailedToken(member.email, "/reset-password");
    await db().update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, member.user._id));
    await expectInvalidLink(await reset(token));
    await expectInvalidLink(await reset("B".repeat(43)));
    const pending = await register();
    await expectInvalidLink(await reset(await mailedToken(pending.email, "/verify-email")));
  });

  it("makes only the newest reset link valid", async () => {
    const member = await verifiedMember();
    const first = await newResetLink(member.email);
    const second = await newResetLink(member.email);
    await expectInvalidLink(await reset(first));
    expect((await reset(second)).status).toBe(200);
  });

  it("checks the new password with the contract before spending the link", async () => {
    const member = await verifiedMember();
    await forgot(member.email);
    const token = await mailedToken(member.email, "/reset-password");
    const short = await reset(token, "short");
    expect((await errorJson(short, 400)).message).toBe(authMessages.passwordTooShort);
    expect((await reset(token)).status).toBe(200);
  });

  it("verifies an unverified member (the mail proved the address) so they can sign in", async () => {
    const pending = await register();
    expect((await login(pending.email)).status).toBe(403);
    await forgot(pending.email);
    expect((await reset(await mailedToken(pending.email, "/reset-password"))).status).toBe(200);
    expect((await login(pending.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets a Google-only account set a password", async () => {
    const google = await insertMember({ googleId: `g-${crypto.randomUUID()}`, passwordHash: null });
    await forgot(google.email);
    expect((await reset(await mailedToken(google.email, "/reset-password"))).status).toBe(200);
    expect((await login(google.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("issues reset links that expire after 1 hour", async () => {
    const member = await verifiedMember();
    await newResetLink(member.email);
    const rows = await db().query.emailTokens.findMany({ where: eq(emailTokens.userId, member.user._id) });
    const row = rows.find((r) => r.purpose === "reset")!;
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 3600_000)).toBeLessThan(5_000);
  });
});
