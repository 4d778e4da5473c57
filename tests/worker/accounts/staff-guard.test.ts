import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { testClient } from "hono/testing";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signMemberToken, signToken } from "../../../worker/accounts/jwt";
import { requireAdmin, requireStaff, signStaffToken } from "../../../worker/accounts/staff-guard";
import { authMessages } from "../../../worker/contract/auth";
import { commonMessages } from "../../../worker/contract/messages";
import { admins, editors } from "../../../worker/db/schema";
import type { AppEnv } from "../../../worker/shared/app-env";
import { bearer } from "../support/client";
import { db, insertAdmin, insertEditor, insertMember } from "../support/factories";
import { handleError } from "../../../worker/http/error-handler";

// The back-office guards on a throwaway app, called through Hono's typed test client: what each kind of
// caller gets, and who the handler then sees.
const probe = new Hono<AppEnv>()
  .get("/admin", requireAdmin, (c) => c.json({ role: c.var.staff.role, id: c.var.staff.id, name: c.var.staff.admin.name }))
  .get("/staff", requireStaff, (c) => c.json({ role: c.var.staff.role, id: c.var.staff.id }));
probe.onError(handleError);

const as = (token?: string) => testClient(probe, env, undefined, { headers: token ? bearer(token) : {} });
const adminRoute = (token?: string) => as(token).admin.$get();
const staffRoute = (token?: string) => as(token).staff.$get();
type Answer = Awaited<ReturnType<typeof adminRoute | typeof staffRoute>>;

const OTHER_SECRET = "another-secret-that-is-more-than-32-characters";
const adminToken = async () => {
  const admin = await insertAdmin();
  return { admin, token: await signStaffToken(env, "admin", admin.id, admin.tokenVersion) };
};

/** A correctly signed admin token whose 12 hours ended an hour ago. */
const expiredAdminToken = (id: string) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("plaza")
    .setAudience("plaza:admin")
    .setSubject(id)
    .setIssuedAt(now - 13 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(env.JWT_SECRET));
};

const expectSignIn = async (res: Answer) => {
  expect(res.status).toBe(401);
  expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
  expect(await res.json()).toEqual({ message: authMessages.sessionExpired });
};

const expectForbidden = async (res: Answer) => {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: commonMessages.forbidden });
};

describe("signStaffToken", () => {
  it("signs 12-hour tokens with the role's own audience and the account's token version", async () => {
    for (const role of ["admin", "editor"] as const) {
      const token = await signStaffToken(env, role, "staff-7", 4);
      const payload = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")));
      expect(payload).toMatchObject({ aud: `plaza:${role}`, iss: "plaza", sub: "staff-7", ver: 4 });
      expect(payload.exp - payload.iat).toBe(12 * 3600);
    }
  });
});

describe("requireAdmin", () => {
  it("lets an admin through and names them to the handler", async () => {
    const { admin, token } = await adminToken();
    const res = await adminRoute(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: "admin", id: admin.id, name: admin.name });
  });

  it("answers 401 with no token, garbage, an expired, a forged or an unsigned token", async () => {
    const admin = await insertAdmin();
    const forged = await signToken({ ...env, JWT_SECRET: OTHER_SECRET }, "admin", { sub: admin.id, ver: 0 });
    const header = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    const claims = btoa(JSON.stringify({ aud: "plaza:admin", iss: "plaza", sub: admin.id, ver: 0, exp: 9999999999 }));
    const unsigned = `${header}.${claims.replace(/=+$/, "")}.`;
    for (const token of [undefined, "garbage.token.here", await expiredAdminToken(admin.id), forged, unsigned]) {
      await expectSignIn(await adminRoute(token));
    }
  });

  it("answers 403 to a member's and to an editor's valid token", async () => {
    const member = await insertMember();
    const editor = await insertEditor();
    await expectForbidden(await adminRoute(await signMemberToken(env, member)));
    await expectForbidden(await adminRoute(await signStaffToken(env, "editor", editor.id, 0)));
  });

  it("ends the session when the admin's token version moves on or the account is gone (401)", async () => {
    const { admin, token } = await adminToken();
    await db().update(admins).set({ tokenVersion: 1 }).where(eq(admins.id, admin.id));
    await expectSignIn(await adminRoute(token));
    const other = await adminToken();
    await db().delete(admins).where(eq(admins.id, other.admin.id));
    await expectSignIn(await adminRoute(other.token));
  });
});

describe("requireStaff", () => {
  it("lets admins and editors through, each as their own role", async () => {
    const { admin, token } = await adminToken();
    expect(await (await staffRoute(token)).json()).toEqual({ role: "admin", id: admin.id });
    const editor = await insertEditor();
    const res = await staffRoute(await signStaffToken(env, "editor", editor.id, editor.tokenVersion));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: "editor", id: editor.id });
  });

  it("answers 403 to a member, 401 to no token and to a deleted editor's token", async () => {
    await expectForbidden(await staffRoute(await signMemberToken(env, await insertMember())));
    await expectSignIn(await staffRoute());
    const editor = await insertEditor();
    const token = await signStaffToken(env, "editor", editor.id, 0);
    await db().delete(editors).where(eq(editors.id, editor.id));
    await expectSignIn(await staffRoute(token));
  });
});
