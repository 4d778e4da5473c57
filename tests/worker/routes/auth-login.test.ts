import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { freshIp, getAuth, login, PASSWORD, postJson, register, uniqueEmail, verifiedMember } from "../auth-helpers";
import { insertMember } from "../factories";

describe("POST /api/auth/login", () => {
  it("signs a verified member in: message, a working token and the user", async () => {
    const member = await verifiedMember();
    const res = await login(member.email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; token: string; user: unknown };
    expect(body).toEqual({ message: authMessages.loggedIn, token: expect.any(String), user: member.user });
    const me = await getAuth("/loggedin", body.token);
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

  it("validates with the contract's messages", async () => {
    const res = await postJson("/login", { email: "nope", password: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: authMessages.emailInvalid },
        { path: "password", message: authMessages.passwordRequired },
      ]),
    );
  });

  it("allows 10 attempts a minute per IP and address, then 429 with Retry-After — even for the right password", async () => {
    const member = await verifiedMember();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await postJson("/login", { email: member.email, password: "wrong password" }, { "CF-Connecting-IP": ip })).status).toBe(401);
    }
    const limited = await postJson("/login", { email: member.email, password: member.password }, { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: authMessages.tooManyAttempts });
    // The key is IP + address: the same member from elsewhere, or another address from this IP, still get in.
    expect((await postJson("/login", { email: member.email, password: member.password })).status).toBe(200);
    const other = await verifiedMember();
    expect((await postJson("/login", { email: other.email, password: other.password }, { "CF-Connecting-IP": ip })).status).toBe(200);
  });
});
