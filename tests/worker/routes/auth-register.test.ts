import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { commonMessages } from "../../../worker/contract/messages";
import { textMessages } from "../../../worker/contract/text";
import { users } from "../../../worker/db/schema";
import { api, call, errorJson, freshIp, okJson, sendJson } from "../support/client";
import { db } from "../support/factories";
import { loggedIn, login, mailedToken, mailsTo, PASSWORD, register, uniqueEmail, verifyEmail } from "../support/members";
import { oneOverTheLimit } from "../support/rate-limits";

// POST /api/auth/register: the new member, the mailed link, the one answer for a taken address, the
// contract's messages, and the per-IP limit.

type SignUp = InferRequestType<ReturnType<typeof api>["auth"]["register"]["$post"]>["json"];
const signUp = (json: SignUp, headers: Record<string, string> = {}, bindings?: Env) => api(headers, bindings).auth.register.$post({ json });

describe("POST /api/auth/register", () => {
  it("creates an unverified member (name trimmed, address trimmed and lower-cased) and mails the link", async () => {
    const email = uniqueEmail("Mixed");
    const res = await signUp({ name: "  Grace Hopper ", email: `  ${email.toUpperCase()} `, password: PASSWORD });
    const body = await okJson(res, 201);
    expect(body).toEqual({
      message: authMessages.accountCreated,
      user: { _id: expect.any(String), name: "Grace Hopper", email: email.toLowerCase(), isVerified: false, profile: { link: null }, homeCity: null },
    });
    const [mail] = await mailsTo(email.toLowerCase());
    expect(mail?.links).toEqual([expect.stringMatching(new RegExp(`^${env.APP_URL}/verify-email\\?token=[\\w-]{43}$`))]);
    // Unverified members cannot sign in yet.
    expect((await login(email)).status).toBe(403);
  });

  it("answers 409 for an address already taken, also in other case and with spaces, without more detail", async () => {
    const { email } = await register();
    for (const variant of [email, email.toUpperCase(), `  ${email}\t`]) {
      const res = await signUp({ name: "Someone Else", email: variant, password: "another password" });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: authMessages.emailTaken });
    }
  });

  it("lets only one of two parallel sign-ups with the same address through (the unique index decides)", async () => {
    const email = uniqueEmail("race");
    const body = { name: "Racer", email, password: PASSWORD };
    const statuses = (await Promise.all([signUp(body), signUp(body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("answers each invalid field with the contract's own message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: uniqueEmail(), password: PASSWORD }, "name", authMessages.nameRequired],
      [{ name: "   ", email: uniqueEmail(), password: PASSWORD }, "name", authMessages.nameRequired],
      [{ name: "x".repeat(101), email: uniqueEmail(), password: PASSWORD }, "name", authMessages.nameTooLong],
      [{ name: "Ada", password: PASSWORD }, "email", authMessages.emailRequired],
      [{ name: "Ada", email: "not an email", password: PASSWORD }, "email", authMessages.emailInvalid],
      [{ name: "Ada", email: uniqueEmail() }, "password", authMessages.passwordRequired],
      [{ name: "Ada", email: uniqueEmail(), password: "short" }, "password", authMessages.passwordTooShort],
      [{ name: "Ada", email: uniqueEmail(), password: "p".repeat(129) }, "password", authMessages.passwordTooLong],
    ];
    // Raw requests: a missing field is a body the typed client cannot send.
    for (const [body, path, message] of cases) {
      const json = await errorJson(await sendJson("POST", "/auth/register", body), 400);
      expect(json.message).toBe(message);
      expect(json.issues).toContainEqual({ path, message });
    }
  });

  it("refuses invisible control and direction characters and broken text in the name, storing nothing", async () => {
    const cases: [string, string][] = [
      ["Ada\u0000Lovelace", textMessages.control],
      ["Ada\nLovelace", textMessages.oneLine],
      ["\u202Eecalevol adA", textMessages.bidi],
      ["Ada \ud83d", textMessages.surrogate], // JSON can carry a lone surrogate ("\ud83d"); SQLite would store U+FFFD
      ["\u200B\u200B\u200B", authMessages.nameRequired], // nothing a reader would see
      ["\u200D\u2060\uFEFF", authMessages.nameRequired],
      ["...", textMessages.lettersNeeded(1)],
    ];
    for (const [name, message] of cases) {
      const email = uniqueEmail("unicode");
      const json = await errorJson(await sendJson("POST", "/auth/register", { name, email, password: PASSWORD }), 400);
      expect(json).toEqual({ message, issues: [{ path: "name", message }] });
      expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
    }
  });

  it("stores the name in NFC: a decomposed \"é\" reads back composed", async () => {
    const { email } = await register(uniqueEmail("nfc"), PASSWORD, "Zoe\u0308 Cafe\u0301");
    const verified = await okJson(await verifyEmail(await mailedToken(email, "/verify-email")));
    if (verified.alreadyVerified) throw new Error("a fresh verification link answered 'already verified'");
    const { user } = await okJson(await loggedIn(verified.token));
    expect(user.name).toBe("Zo\u00eb Caf\u00e9");
  });

  it("answers malformed JSON with 400 and another media type with 415, never 500", async () => {
    const malformed = await call("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: '{"name": "Ada", ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: commonMessages.invalidJson });
    const form = await call("/api/auth/register", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: new URLSearchParams({ name: "Ada", email: uniqueEmail(), password: PASSWORD }),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: commonMessages.jsonRequired });
  });

  it("limits sign-ups per IP: the sixth in a minute is 429 with Retry-After", async () => {
    const { statuses, limited } = await oneOverTheLimit(5, () => {
      const ip = freshIp();
      return () => signUp({ name: "Bulk", email: uniqueEmail("bulk"), password: PASSWORD }, { "CF-Connecting-IP": ip });
    });
    expect(statuses).toEqual(Array(5).fill(201));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: authMessages.tooManyAttempts });
    // Another address is not affected.
    expect((await signUp({ name: "Other", email: uniqueEmail(), password: PASSWORD })).status).toBe(201);
  });

  it("keeps the account and answers 201 when the mail cannot be sent; a resend then works at once", async () => {
    const email = uniqueEmail("nomail");
    const failing = { ...env, MAIL: { send: () => Promise.reject(new Error("mail relay down")) } as unknown as SendEmail };
    const res = await signUp({ name: "Unlucky", email, password: PASSWORD }, {}, failing);
    expect(res.status).toBe(201);
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeDefined();
    expect(await mailsTo(email)).toEqual([]);
    const resend = await api().auth["resend-verification"].$post({ json: { email } });
    expect(resend.status).toBe(200);
    expect(await mailedToken(email, "/verify-email")).toMatch(/^[\w-]{43}$/);
  });
});
