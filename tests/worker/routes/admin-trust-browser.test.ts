import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../worker/accounts/password";
import { browserTrustMessages } from "../../../worker/contract/browser-trust";
import { loginThrottles } from "../../../worker/db/throttle-schema";
import { linkMailedTo } from "../support/account";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db, insertAdmin, insertMember, uniqueTag } from "../support/factories";
import { oneOverTheLimit } from "../support/rate-limits";

// A stranger's wrong passwords never keep an admin out (README.md, "Sign-in throttling"): the admin's new
// browser asks for a one-time link by e-mail (POST /api/admin/trust-link), the page it opens POSTs it
// (POST /api/admin/trust-browser), and that browser gets the device cookie, so the right password signs in
// there while the stranger's own attempts stay throttled.

const PASSWORD = "Str0ng!pass";
const WRONG = "Wr0ng!pass";

const adminWithPassword = async () => insertAdmin({ email: `boss-${uniqueTag()}@example.test`, passwordHash: await hashPassword(PASSWORD) });
const from = (ip: string, cookie?: string) => api({ "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) }).admin;
const login = (email: string, password: string, ip: string, cookie?: string) => from(ip, cookie).login.$post({ json: { email, password } });
const askForLink = (email: string, ip = freshIp()) => from(ip)["trust-link"].$post({ json: { email } });
const trust = (token: string, ip = freshIp()) => from(ip)["trust-browser"].$post({ json: { token } });
const cookieOf = (res: { headers: Headers }) => res.headers.get("Set-Cookie")?.split(";")[0];

/** The attacker keeps retrying whenever the wait ends: the account stays at the longest wait, 15 minutes. */
const keptAtLongestWait = (email: string) =>
  db()
    .update(loginThrottles)
    .set({ failures: 40, lockedUntil: Date.now() + 15 * 60_000 })
    .where(eq(loginThrottles.key, `admin:${email}`));

describe("an admin under attack, in a browser that never signed in", () => {
  it("after 50 wrong sign-ins by a stranger, trusts the admin's browser through the mailed link; the stranger still waits", async () => {
    const admin = await adminWithPassword();
    const attacker = [freshIp(), freshIp()]; // 25 each: under the 30 a minute per address
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await login(admin.email, WRONG, attacker[i % 2]!)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    await keptAtLongestWait(admin.email);

    const home = freshIp();
    const refused = await login(admin.email, PASSWORD, home);
    expect(refused.status).toBe(429);
    expect(cookieOf(refused)).toBeUndefined();

    expect(await okJson(await askForLink(admin.email, home), 202)).toEqual({ message: browserTrustMessages.linkSent });
    const token = await linkMailedTo(admin.email, "/admin/trust-browser");
    const trusted = await trust(token, home);
    expect(await okJson(trusted)).toEqual({ message: browserTrustMessages.browserTrusted });
    expect(trusted.headers.get("Set-Cookie")).toMatch(/^plaza_device=.*HttpOnly/i);
    const cookie = cookieOf(trusted)!;

    const signedIn = await okJson(await login(admin.email, PASSWORD, home, cookie));
    expect(signedIn.admin._id).toBe(admin.id);
    expect((await login(admin.email, WRONG, attacker[0]!)).status).toBe(429);
    expect((await login(admin.email, PASSWORD, attacker[1]!)).status).toBe(429); // even the right password, elsewhere
    // Single use.
    expect(await errorJson(await trust(token), 400)).toEqual({ message: browserTrustMessages.invalidLink });
  });

  it("a trusted browser's own wrong passwords are counted on their own: the admin's slips do not free the stranger", async () => {
    const admin = await adminWithPassword();
    for (let i = 0; i < 6; i++) await login(admin.email, WRONG, freshIp());
    await keptAtLongestWait(admin.email);
    await okJson(await askForLink(admin.email), 202);
    const cookie = cookieOf(await trust(await linkMailedTo(admin.email, "/admin/trust-browser")))!;
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(admin.email, WRONG, ip, cookie)).status).toBe(401);
    expect((await login(admin.email, PASSWORD, ip, cookie)).status).toBe(429);
    expect((await login(admin.email, PASSWORD, freshIp())).status).toBe(429);
  });
});

describe("POST /api/admin/trust-link", () => {
  it("answers any address exactly as an admin's; only an admin is mailed", async () => {
    const admin = await adminWithPassword();
    const member = await insertMember();
    const answers = [await askForLink(admin.email), await askForLink(member.email), await askForLink(`nobody-${uniqueTag()}@example.test`)];
    const bodies = await Promise.all(answers.map((a) => okJson(a, 202)));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await linkMailedTo(admin.email, "/admin/trust-browser")).toMatch(/^[\w-]{43}$/);
  });

  it("answers 429 after 5 requests a minute from one address", async () => {
    const admin = await adminWithPassword();
    const { statuses, limited } = await oneOverTheLimit(5, () => {
      const ip = freshIp();
      return () => askForLink(admin.email, ip);
    });
    expect(statuses).toEqual(Array(5).fill(202));
    expect(limited.status).toBe(429);
  });
});

describe("POST /api/admin/trust-browser", () => {
  it("refuses an unknown or forged link with 400 and sets no cookie", async () => {
    const res = await trust("x".repeat(43));
    expect(await errorJson(res, 400)).toEqual({ message: browserTrustMessages.invalidLink });
    expect(cookieOf(res)).toBeUndefined();
  });
});
