import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../worker/accounts/password";
import { staffMessages } from "../../../worker/contract/back-office";
import { admins } from "../../../worker/db/schema";
import { db, insertAdmin, uniqueTag } from "../factories";
import { freshIp } from "../auth-helpers";
import { bearer, sendJson } from "../staff-helpers";

// POST /api/admin/login and GET /api/admin/loggedin (spec §5 admin login, §7 Staff).

const PASSWORD = "Str0ng!pass";
type LoginJson = { message: string; admin: { _id: string; name: string; email: string }; adminToken: string };

const adminWithPassword = async (password = PASSWORD) =>
  insertAdmin({ email: `boss-${uniqueTag()}@example.test`, passwordHash: await hashPassword(password) });

const login = (email: string, password: string, ip = freshIp()) =>
  sendJson("POST", "/admin/login", { email, password }, { "CF-Connecting-IP": ip });

describe("POST /api/admin/login", () => {
  it("answers Logged In, the admin without any secret, and a token that opens the admin routes", async () => {
    const admin = await adminWithPassword();
    const res = await login(admin.email.toUpperCase(), PASSWORD); // addresses compare case-insensitively
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoginJson;
    expect(body).toEqual({
      message: staffMessages.loggedIn,
      admin: { _id: admin.id, name: admin.name, email: admin.email },
      adminToken: expect.any(String),
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const check = await sendJson("GET", "/admin/loggedin", undefined, bearer(body.adminToken));
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ admin: { _id: admin.id, name: admin.name, email: admin.email } });
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
    const { adminToken } = (await (await login(admin.email, PASSWORD)).json()) as LoginJson;
    await db().update(admins).set({ tokenVersion: 1 }).where(eq(admins.id, admin.id));
    expect((await sendJson("GET", "/admin/loggedin", undefined, bearer(adminToken))).status).toBe(401);
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
    const res = await sendJson("POST", "/admin/login", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it("limits attempts per address and IP: the eleventh in a minute is 429 with Retry-After", async () => {
    const admin = await adminWithPassword();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(admin.email, "Wr0ng!pass", ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another address from the same IP is still let in (an office shares one IP).
    const other = await adminWithPassword();
    expect((await login(other.email, PASSWORD, ip)).status).toBe(200);
  });
});
