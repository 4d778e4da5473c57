import { env } from "cloudflare:test";
import { Hono } from "hono";
import { testClient } from "hono/testing";
import { describe, expect, it } from "vitest";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { optionalMember, requireVerifiedMember } from "../../../worker/accounts/member-guard";
import { authMessages } from "../../../worker/contract/auth";
import type { AppEnv } from "../../../worker/shared/app-env";
import { bearer } from "../support/client";
import { insertMember } from "../support/factories";
import { handleError } from "../../../worker/http/error-handler";

// The guards later member routes use (submit, vote: verified; public lists: optional), on a throwaway app
// called through Hono's typed test client.
const probe = new Hono<AppEnv>()
  .get("/verified", requireVerifiedMember, (c) => c.json({ id: c.var.member.id }))
  .get("/optional", optionalMember, (c) => c.json({ id: c.var.member?.id ?? null }));
probe.onError(handleError);

const as = (token?: string) => testClient(probe, env, undefined, { headers: token ? bearer(token) : {} });
const verified = (token?: string) => as(token).verified.$get();
const optional = (token?: string) => as(token).optional.$get();

describe("requireVerifiedMember", () => {
  it("lets a verified member through", async () => {
    const member = await insertMember();
    const res = await verified(await signMemberToken(env, member));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: member.id });
  });

  it("answers 403 'verify first' for an unverified member and 401 without a valid token", async () => {
    const pending = await insertMember({ isVerified: false });
    const forbidden = await verified(await signMemberToken(env, pending));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: authMessages.verifyFirst });
    const anonymous = await verified();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: authMessages.signInRequired });
    expect((await verified("garbage.token.here")).status).toBe(401);
  });
});

describe("optionalMember", () => {
  it("sets the member for a valid token and ignores a missing, invalid or outdated one", async () => {
    const member = await insertMember();
    expect(await (await optional(await signMemberToken(env, member))).json()).toEqual({ id: member.id });
    expect(await (await optional()).json()).toEqual({ id: null });
    expect(await (await optional("garbage.token.here")).json()).toEqual({ id: null });
    const outdated = await signMemberToken(env, { ...member, tokenVersion: member.tokenVersion + 1 });
    const res = await optional(outdated);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: null });
  });
});
