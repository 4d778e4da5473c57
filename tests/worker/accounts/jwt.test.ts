import { env } from "cloudflare:test";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { signToken, verifyToken } from "../../../worker/accounts/jwt";
import { commonMessages } from "../../../worker/contract/messages";
import { api, okJson } from "../support/client";
import { PASSWORD, verifiedMember } from "../support/members";

const STRONG = "a-strong-production-secret-of-more-than-32-chars";
const DEV_SECRET = "development-only-jwt-secret-not-for-production-use";
const production = (secret: string | undefined) => ({ ...env, ENVIRONMENT: "production", JWT_SECRET: secret });

const loginWith = (bindings: Env, email: string) => api({}, bindings).auth.login.$post({ json: { email, password: PASSWORD } });

describe("JWT signing key", () => {
  it("refuses outside development to sign or verify with a missing, short or published secret (500, logged)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const secret of [undefined, "", "short-secret", DEV_SECRET]) {
      const bindings = production(secret);
      await expect(signToken(bindings, "member", { sub: "x", ver: 0 })).rejects.toSatisfy(
        (e) => e instanceof HTTPException && e.status === 500,
      );
      await expect(verifyToken(bindings, "member", "a.b.c")).rejects.toBeInstanceOf(HTTPException);
    }
    expect(errors.mock.calls.some(([line]) => String(line).includes("JWT_SECRET"))).toBe(true);
    errors.mockRestore();
  });

  it("answers a production login with a weak secret with the generic 500 and no token", async () => {
    const member = await verifiedMember();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await loginWith(production(DEV_SECRET), member.email);
    vi.restoreAllMocks();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: commonMessages.internal });
  });

  it("signs and verifies in production with a strong secret; tokens of one key fail under another", async () => {
    const member = await verifiedMember();
    const { token } = await okJson(await loginWith(production(STRONG), member.email));
    expect(await verifyToken(production(STRONG), "member", token)).toEqual({ sub: member.user._id, ver: 0 });
    expect(await verifyToken(env, "member", token)).toBeNull();
  });

  it("makes staff tokens last 12 hours with their own audience", async () => {
    for (const role of ["admin", "editor"] as const) {
      const token = await signToken(env, role, { sub: "staff-1", ver: 3 });
      const payload = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")));
      expect(payload).toMatchObject({ aud: `plaza:${role}`, iss: "plaza", sub: "staff-1", ver: 3 });
      expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
      expect(await verifyToken(env, role, token)).toEqual({ sub: "staff-1", ver: 3 });
      expect(await verifyToken(env, "member", token)).toBeNull();
    }
  });
});
