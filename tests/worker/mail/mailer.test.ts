import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devMail } from "../../../worker/db/dev-mail-schema";
import { users } from "../../../worker/db/schema";
import { api, okJson } from "../support/client";
import { db } from "../support/factories";
import { mailedToken, mailsTo, PASSWORD, register, uniqueEmail } from "../support/members";

// The development outbox: every mail sent is also kept, so people and browser tests can follow its links
// without a real inbox; outside development nothing is kept.

const PRODUCTION = { ...env, ENVIRONMENT: "production", JWT_SECRET: "a-strong-production-secret-of-more-than-32-chars" };

describe("the dev outbox in development", () => {
  it("lists every mail sent, newest first, with to, subject, text, links, headers and sentAt only", async () => {
    const { email } = await register();
    await api({}, env).auth["forgot-password"].$post({ json: { email } });
    await mailedToken(email, "/reset-password"); // sent by the account-mail queue, after the answer
    const { mails } = await okJson(await api().dev.mail.$get());
    const mine = mails.filter((m) => m.to === email);
    expect(mine.map((m) => new URL(m.links[0]!).pathname)).toEqual(["/reset-password", "/verify-email"]);
    expect(Object.keys(mine[0]!).sort()).toEqual(["headers", "links", "replyTo", "sentAt", "subject", "text", "to"]);
    expect(mine[0]!.replyTo).toBeNull(); // account mails have no Reply-To; contact notifications do
    expect(mine[0]!.headers).toEqual({}); // only notification mails carry extra headers (List-Unsubscribe)
    expect(new Date(mine[0]!.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mine[1]!.sentAt).getTime());
    const times = mails.map((m) => new Date(m.sentAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("the dev outbox outside development", () => {
  it("records nothing: a production sign-up sends its mail through the binding only", async () => {
    const email = uniqueEmail("prod");
    const res = await api({}, PRODUCTION).auth.register.$post({ json: { name: "Prod Member", email, password: PASSWORD } });
    expect(res.status).toBe(201);
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeDefined();
    expect(await db().select().from(devMail).where(eq(devMail.to, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
