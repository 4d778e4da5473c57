import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { optionalMember, requireVerifiedMember } from "../../../worker/accounts/member-guard";
import { authMessages } from "../../../worker/contract/auth";
import type { AppEnv } from "../../../worker/shared/app-env";
import { insertMember } from "../factories";
import { handleError } from "../../../worker/http/error-handler";

// The guards later member routes use (submit, vote: verified; public lists: optional), on a throwaway app.
const probe = new Hono<AppEnv>()
  .get("/verified", requireVerifiedMember, (c) => c.json({ id: c.var.member.id }))
  .get("/optional", optionalMember, (c) => c.json({ id: c.var.member?.id ?? null }));
probe.onError(handleError);

const get = (path: string, token?: string) =>
  probe.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }, env);

describe("requireVerifiedMember", () => {
  it("lets a verified member through", async () => {
    const member = await insertMember();
    const res = await get("/verified", await signMemberToken(env, member));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: member.id });
  });

  it("answers 403 'verify first' for an unverified member and 401 without a valid token", async () => {
    const pending = await insertMember({ isVerified: false });
    const forbidden = await get("/verified", await signMemberToken(env, pending));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: authMessages.verifyFirst });
    const anonymous = await get("/verified");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: authMessages.signInRequired });
    expect((await get("/verified", "garbage.token.here")).status).toBe(401);
  });
});

describe("optionalMember", () => {
  it("sets the member for a valid token and ignores a missing, invalid or outdated one", async () => {
    const member = await insertMember();
    expect(await (await get("/optional", await signMemberToken(env, member))).json()).toEqual({ id: member.id });
    expect(await (await get("/optional")).json()).toEqual({ id: null });
    expect(await (await get("/optional", "garbage.token.here")).json()).toEqual({ id: null });
    const outdated = await signMemberToken(env, { ...member, tokenVersion: member.tokenVersion + 1 });
    const res = await get("/optional", outdated);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: null });
  });
});
