import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../worker/accounts/password";
import { staffMessages } from "../../../worker/contract/back-office";
import { admins } from "../../../worker/db/schema";
import { api, bearer, errorJson, freshIp, okJson, sendJson } from "../support/client";
import { db, insertAdmin, uniqueTag } from "../support/factories";

// POST /api/admin/login and GET /api/admin/loggedin: an admin signs in with address and a strong password;
// the back office then checks the session.

const PASSWORD = "Str0ng!pass";

const adminWithPassword = async (password = PASSWORD) =>
  insertAdmin({ email: `boss-${uniqueTag()}@example.test`, passwordHash: await hashPassword(password) });

const login = (email: string, password: string, ip = freshIp()) =>
  api({ "CF-Connecting-IP": ip }).admin.login.$post({ json: { email, password } });
const loggedIn = (token: string) => api(bearer(token)).admin.loggedin.$get();

describe("POST /api/admin/login", () => {
  it("answers Logged In, the admin without any secret, and a token that opens the admin routes", async () => {
    const admin = await adminWithPassword();
    const res = await login(admin.email.toUpperCase(), PASSWORD); // addresses compare case-insensitively
    const body = await okJson(res);
    expect(body).toEqual({
      message: staffMessages.loggedIn,
      admin: { _id: admin.id, name: admin.name, email: admin.email, jurisdiction: null }, // a national admin
      adminToken: expect.any(String),
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const check = await loggedIn(body.adminToken);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ admin: { _id: admin.id, name: admin.name, email: admin.email, jurisdiction: null } });
  });

  it("answers a wrong password and an unknown address with the same 401", async () => {
    const admin = await adminWithPassword();
    const wrong = await login(admin.email, "Wr0ng!pass");
    const unknown = await login(`nobody-${uniqueTag()}@example.test`, PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: staffMessages.invalidCredentials });
    expect(await unknown.json()).toEqual({ message: staffMessages.invalidCredentials });
  });

  it("ends the session when the admin's token version changes (a password change)", async () => {
    const admin = await adminWithPassword();
    const { adminToken } = await okJson(await login(admin.email, PASSWORD));
    await db().update(admins).set({ tokenVersion: 1 }).where(eq(admins.id, admin.id));
    expect((await loggedIn(adminToken)).status).toBe(401);
  });

  it.each([
    [{ email: "", password: PASSWORD }, staffMessages.adminEmailRequired],
    [{ password: PASSWORD }, staffMessages.adminEmailRequired],
    [{ email: "not-an-address", password: PASSWORD }, staffMessages.adminEmailInvalid],
    [{ email: "a@b.co", password: "" }, staffMessages.passwordRequired],
    [{ email: "a@b.co" }, staffMessages.passwordRequired],
    [{ email: "a@b.co", password: "Ab1!" }, staffMessages.adminPasswordTooShort],
    [{ email: "a@b.co", password: "NoDigits!!" }, staffMessages.adminPasswordWeak],
    [{ email: "a@b.co", password: "NoSpecial12" }, staffMessages.adminPasswordWeak],
    [{ email: "a@b.co", password: `A1!${"x".repeat(130)}` }, staffMessages.passwordTooLong],
  ])("refuses %j with 400 and the form's message", async (body, message) => {
    // Raw: a missing field is a body the typed client cannot send.
    const res = await sendJson("POST", "/admin/login", body);
    expect((await errorJson(res, 400)).message).toBe(message);
  });

  it("slows guessing on one admin after 5 failures in a row, from any address, and not another admin", async () => {
    const admin = await adminWithPassword();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(admin.email, "Wr0ng!pass")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(admin.email, PASSWORD)).status).toBe(429);
    const other = await adminWithPassword();
    expect((await login(other.email, PASSWORD)).status).toBe(200);
  });
});
