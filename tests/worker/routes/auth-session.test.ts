import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signToken } from "../../../worker/accounts/jwt";
import { authMessages } from "../../../worker/contract/auth";
import { users } from "../../../worker/db/schema";
import { api } from "../support/client";
import { db } from "../support/factories";
import { loggedIn, register, verifiedMember } from "../support/members";

// GET /api/auth/loggedin is the session check the SPA runs at start; every way a token can be wrong is a 401.

const key = new TextEncoder().encode(env.JWT_SECRET);
const b64url = (value: object) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const claims = (sub: string) => ({ iss: "plaza", aud: "plaza:member", sub, ver: 0 });

const expectSignedOut = async (token: string | undefined, authorization?: string) => {
  const res = authorization ? await api({ Authorization: authorization }).auth.loggedin.$get() : await loggedIn(token);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: authMessages.signInRequired });
};

describe("GET /api/auth/loggedin", () => {
  it("answers the member of a valid token, also an unverified one (isVerified false)", async () => {
    const { user } = await register();
    const token = await signToken(env, "member", { sub: user._id, ver: 0 });
    const res = await loggedIn(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { ...user, isVerified: false } });
  });

  it("answers 401 without a token or with a malformed header", async () => {
    await expectSignedOut(undefined);
    await expectSignedOut(undefined, "Bearer");
    await expectSignedOut(undefined, "Bearer not-a-jwt");
    const { token } = await verifiedMember();
    await expectSignedOut(undefined, `Basic ${token}`);
  });

  it("refuses an unsigned token (alg none)", async () => {
    const { user } = await verifiedMember();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    await expectSignedOut(`${b64url({ alg: "none", typ: "JWT" })}.${b64url({ ...claims(user._id), exp })}.`);
  });

  it("refuses a token signed with another key, or with HS512 under the right key", async () => {
    const { user } = await verifiedMember();
    const forged = new SignJWT(claims(user._id)).setExpirationTime("1h");
    await expectSignedOut(await forged.setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(64))));
    const hs512 = new SignJWT(claims(user._id)).setProtectedHeader({ alg: "HS512" }).setExpirationTime("1h");
    await expectSignedOut(await hs512.sign(new TextEncoder().encode(`${env.JWT_SECRET}${env.JWT_SECRET}`)));
  });

  it("refuses an expired token, and one without an expiry", async () => {
    const { user } = await verifiedMember();
    const past = Math.floor(Date.now() / 1000) - 60;
    await expectSignedOut(await new SignJWT(claims(user._id)).setProtectedHeader({ alg: "HS256" }).setExpirationTime(past).sign(key));
    await expectSignedOut(await new SignJWT(claims(user._id)).setProtectedHeader({ alg: "HS256" }).sign(key));
  });

  it("refuses a token for another audience (a staff token) or another issuer", async () => {
    const { user } = await verifiedMember();
    await expectSignedOut(await signToken(env, "admin", { sub: user._id, ver: 0 }));
    await expectSignedOut(await signToken(env, "editor", { sub: user._id, ver: 0 }));
    const foreign = new SignJWT({ ...claims(user._id), iss: "elsewhere" }).setProtectedHeader({ alg: "HS256" });
    await expectSignedOut(await foreign.setExpirationTime("1h").sign(key));
  });

  it("refuses a tampered payload (another member's id under the original signature)", async () => {
    const alice = await verifiedMember();
    const bob = await verifiedMember();
    const [header, payload, signature] = alice.token.split(".");
    const swapped = { ...JSON.parse(atob(payload!.replaceAll("-", "+").replaceAll("_", "/"))), sub: bob.user._id };
    await expectSignedOut(`${header}.${b64url(swapped)}.${signature}`);
  });

  it("refuses a token whose version is outdated or whose member no longer exists", async () => {
    const stale = await verifiedMember();
    await db().update(users).set({ tokenVersion: 1 }).where(eq(users.id, stale.user._id));
    await expectSignedOut(stale.token);
    const gone = await verifiedMember();
    await db().delete(users).where(eq(users.id, gone.user._id));
    await expectSignedOut(gone.token);
  });

  it("issues member tokens with HS256, iss plaza, aud plaza:member, sub, ver and a 7-day expiry", async () => {
    const { token, user } = await verifiedMember();
    const [header, payload] = token.split(".").slice(0, 2).map((p) => JSON.parse(atob(p.replaceAll("-", "+").replaceAll("_", "/"))));
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toMatchObject({ iss: "plaza", aud: "plaza:member", sub: user._id, ver: 0 });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
  });
});
