import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authMessages, signInWaitMessage } from "../../../worker/contract/auth";
import { loginThrottles } from "../../../worker/db/throttle-schema";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db } from "../support/factories";
import { login, mailedToken, mailsTo, PASSWORD, uniqueEmail, verifiedMember } from "../support/members";
import { inOneMinute } from "../support/rate-limits";

// Sign-in throttling (README.md, "Sign-in throttling"): per account from any address (exponential delays
// after 5 failures, a notice to the owner, the owner's trusted browser unaffected), per address across
// accounts, and IPv6 counted by /64.

const WRONG = "not the password";
const throttleKey = (email: string) => `member:${email.toLowerCase()}`;
/** Time passing, as the throttle sees it: the wait in force is over. */
const waitIsOver = (email: string) => db().update(loginThrottles).set({ lockedUntil: 0 }).where(eq(loginThrottles.key, throttleKey(email)));
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get("Retry-After"));
const statuses = (responses: { status: number }[]) => responses.map((r) => r.status);

describe("per account, from any address", () => {
  it("lets 5 wrong passwords through, then answers 429 even for the right one (60 addresses, one account)", async () => {
    const member = await verifiedMember();
    const guesses = [];
    // The clock stands still (the throttle reads Date.now()): 60 requests one after another on a loaded
    // machine can take longer than the first wait of one second, which is not what this test is about.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    let right;
    try {
      for (let i = 0; i < 59; i++) guesses.push(await login(member.email, `${WRONG} ${i}`, { "CF-Connecting-IP": freshIp() }));
      right = await login(member.email, member.password, { "CF-Connecting-IP": freshIp() });
    } finally {
      vi.useRealTimers();
    }
    expect(statuses(guesses.slice(0, 5))).toEqual(Array(5).fill(401));
    expect(statuses(guesses.slice(5)).every((s) => s === 429)).toBe(true);
    expect(right.status).toBe(429);
    expect(retryAfter(right)).toBe(1);
    expect((await errorJson(right, 429)).message).toBe(signInWaitMessage(1, true));
  });

  it("lets no more than 5 of 30 parallel guesses reach the password check", async () => {
    const member = await verifiedMember();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(member.email, i === 29 ? member.password : WRONG)));
    const counted = statuses(answers);
    expect(counted.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(counted.filter((s) => s === 429).length).toBeGreaterThanOrEqual(24);
    expect(counted.filter((s) => s !== 401 && s !== 429 && s !== 200)).toEqual([]);
  });

  it("doubles the wait with each further failure, up to 15 minutes", async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 5; i++) expect((await login(member.email, WRONG)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      waits.push(retryAfter(await login(member.email, WRONG)));
      await waitIsOver(member.email);
      expect((await login(member.email, WRONG)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    await db().update(loginThrottles).set({ failures: 40, lockedUntil: 0 }).where(eq(loginThrottles.key, throttleKey(member.email)));
    expect((await login(member.email, WRONG)).status).toBe(401);
    const capped = await login(member.email, member.password);
    expect(retryAfter(capped)).toBe(900);
    expect((await errorJson(capped, 429)).message).toBe(signInWaitMessage(900, true));
  });

  it("starts over after a correct password", async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 4; i++) expect((await login(member.email, WRONG)).status).toBe(401);
    await okJson(await login(member.email, member.password));
    for (let i = 0; i < 4; i++) expect((await login(member.email, WRONG)).status).toBe(401);
    await okJson(await login(member.email, member.password));
  });

  it("treats an address without an account exactly like one with an account", async () => {
    const email = uniqueEmail("nobody");
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(email, WRONG));
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await errorJson(answers[5]!, 429)).message).toBe(signInWaitMessage(1, true));
  });

  it("mails the owner once about the failed attempts, with a way to a new password", async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 8; i++) await login(member.email, WRONG);
    const notices = await vi.waitFor(
      async () => {
        const found = (await mailsTo(member.email)).filter((m) => m.subject === "Unusual sign-in attempts on your Plaza account");
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(notices[0]!.text).toContain("5 times in a row");
    expect(notices[0]!.links.map((l) => new URL(l).pathname)).toContain("/forgot-password");
  });

  it("never keeps the owner out: their trusted browser signs in while the account is under attack", async () => {
    const member = await verifiedMember();
    const first = await login(member.email, member.password);
    const cookie = first.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(first.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    for (let i = 0; i < 10; i++) await login(member.email, WRONG);
    expect((await login(member.email, member.password)).status).toBe(429); // another browser waits
    await okJson(await login(member.email, member.password, { Cookie: cookie }));
  });

  it("does not trust a browser cookie issued for another account", async () => {
    const [owner, other] = await Promise.all([verifiedMember(), verifiedMember()]);
    const cookie = (await login(other.email, other.password)).headers.get("Set-Cookie")!.split(";")[0]!;
    for (let i = 0; i < 5; i++) await login(owner.email, WRONG);
    expect((await login(owner.email, owner.password, { Cookie: cookie })).status).toBe(429);
  });

  it("is cleared by a password reset: the mailed link proved the owner", async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 6; i++) await login(member.email, WRONG);
    await okJson(await api({}, env).auth["forgot-password"].$post({ json: { email: member.email } }));
    const token = await mailedToken(member.email, "/reset-password");
    await okJson(await api().auth["reset-password"][":token"].$post({ param: { token }, json: { password: PASSWORD } }));
    await okJson(await login(member.email, PASSWORD));
  });
});

describe("per address, across accounts", () => {
  it("answers 429 after 30 sign-ins a minute from one address, whichever accounts they name", async () => {
    const answers = await inOneMinute(async () => {
      const ip = freshIp();
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push(await login(uniqueEmail("spray"), WRONG, { "CF-Connecting-IP": ip }));
      return answers;
    });
    expect(statuses(answers.slice(0, 30))).toEqual(Array(30).fill(401));
    expect((await errorJson(answers[30]!, 429)).message).toBe(authMessages.tooManyAttempts);
    expect(answers[30]!.headers.get("Retry-After")).toBe("60");
  });

  it("counts every address of one IPv6 /64 as one", async () => {
    const answers = await inOneMinute(async () => {
      const prefix = freshIp().replace(/::1$/, "");
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push(await login(uniqueEmail("spray"), WRONG, { "CF-Connecting-IP": `${prefix}:${i.toString(16)}::${i + 1}` }));
      return answers;
    });
    expect(answers[29]!.status).toBe(401);
    expect(answers[30]!.status).toBe(429);
  });
});
