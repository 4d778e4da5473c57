import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { errorJson, okJson } from "../support/client";
import { eq } from "drizzle-orm";
import { users } from "../../../worker/db/schema";
import { db, insertMember } from "../support/factories";
import { loggedIn, login, PASSWORD, register, uniqueEmail, verifiedMember } from "../support/members";

// POST /api/auth/login: who gets a token and the one answer for every wrong sign-in. Throttling:
// auth-login-throttle.test.ts.

describe("POST /api/auth/login", () => {
  it("signs a verified member in: message, a working token and the user", async () => {
    const member = await verifiedMember();
    const body = await okJson(await login(member.email));
    expect(body).toEqual({ message: authMessages.loggedIn, token: expect.any(String), user: member.user });
    const me = await loggedIn(body.token);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: member.user });
  });

  it("accepts the address in any case and with spaces around it", async () => {
    const member = await verifiedMember();
    expect((await login(`  ${member.email.toUpperCase()} `)).status).toBe(200);
  });

  it("answers a wrong password and an unknown address with the identical 401", async () => {
    const member = await verifiedMember();
    const wrong = await login(member.email, "not the password");
    const unknown = await login(uniqueEmail("nobody"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ message: authMessages.invalidCredentials });
  });

  it("answers a Google-only account (no password) with the same 401", async () => {
    const google = await insertMember({ googleId: `g-${crypto.randomUUID()}`, passwordHash: null });
    const res = await login(google.email, PASSWORD);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: authMessages.invalidCredentials });
  });

  it("answers 403 'verify first' for the right password of an unverified member, 401 for a wrong one", async () => {
    const { email } = await register();
    const right = await login(email);
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({ message: authMessages.verifyFirst });
    expect((await login(email, "not the password")).status).toBe(401);
  });

  it("tells an unverified member how long until a new verification mail may go, from the last one sent", async () => {
    const { email, user } = await register(); // the sign-up mail went out just now
    const fresh = await login(email);
    expect(fresh.status).toBe(403);
    expect(Number(fresh.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(Number(fresh.headers.get("Retry-After"))).toBeLessThanOrEqual(60);

    await db().update(users).set({ verificationSentAt: new Date(Date.now() - 45_000) }).where(eq(users.id, user._id));
    const later = await login(email);
    expect(Number(later.headers.get("Retry-After"))).toBeGreaterThanOrEqual(14);
    expect(Number(later.headers.get("Retry-After"))).toBeLessThanOrEqual(16);

    await db().update(users).set({ verificationSentAt: new Date(Date.now() - 61_000) }).where(eq(users.id, user._id));
    const expired = await login(email);
    expect(expired.status).toBe(403);
    expect(expired.headers.get("Retry-After")).toBeNull();
  });

  it("validates with the contract's messages", async () => {
    const body = await errorJson(await login("nope", ""), 400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: authMessages.emailInvalid },
        { path: "password", message: authMessages.passwordRequired },
      ]),
    );
  });

});
