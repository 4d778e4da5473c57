import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { commonMessages } from "../../../worker/contract/messages";
import { devMail, users } from "../../../worker/db/schema";
import { freshIp, mailsTo, PASSWORD, postJson, register, uniqueEmail, type MailJson } from "../auth-helpers";
import { call, db, ORIGIN } from "../factories";

const PRODUCTION = { ...env, ENVIRONMENT: "production", JWT_SECRET: "a-strong-production-secret-of-more-than-32-chars" };

const callProduction = async (path: string, init?: RequestInit) => {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, init), PRODUCTION, ctx);
  await waitOnExecutionContext(ctx);
  return res;
};

describe("GET /api/dev/mail in development", () => {
  it("lists every mail sent, newest first, with to, subject, text, links and sentAt only", async () => {
    const { email } = await register();
    await postJson("/forgot-password", { email });
    const res = await call("/api/dev/mail");
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as { mails: MailJson[] };
    const mine = mails.filter((m) => m.to === email);
    expect(mine.map((m) => new URL(m.links[0]!).pathname)).toEqual(["/reset-password", "/verify-email"]);
    expect(Object.keys(mine[0]!).sort()).toEqual(["links", "replyTo", "sentAt", "subject", "text", "to"]);
    expect(mine[0]!.replyTo).toBeNull(); // account mails have no Reply-To; contact notifications do
    expect(new Date(mine[0]!.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mine[1]!.sentAt).getTime());
    const times = mails.map((m) => new Date(m.sentAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("does not answer writes", async () => {
    expect((await call("/api/dev/mail", { method: "POST" })).status).toBe(404);
  });
});

describe("GET /api/dev/mail outside development", () => {
  it("does not exist: 404 with the ordinary not-found envelope", async () => {
    await register(); // there is mail to list in development
    const res = await callProduction("/api/dev/mail");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: commonMessages.notFound });
  });

  it("records nothing: a production sign-up sends its mail through the binding only", async () => {
    const email = uniqueEmail("prod");
    const res = await callProduction("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ name: "Prod Member", email, password: PASSWORD }),
    });
    expect(res.status).toBe(201);
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeDefined();
    expect(await db().select().from(devMail).where(eq(devMail.to, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
