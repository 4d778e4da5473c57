import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { commonMessages } from "../../../worker/contract/messages";
import { api, call } from "../support/client";
import { register } from "../support/members";

// GET /api/dev/mail: the dev outbox (mail/mailer.test.ts) is readable in development only, and read-only.

const PRODUCTION = { ...env, ENVIRONMENT: "production", JWT_SECRET: "a-strong-production-secret-of-more-than-32-chars" };

describe("GET /api/dev/mail in development", () => {
  it("does not answer writes", async () => {
    // A method the route does not have: the typed client has no way to send it.
    expect((await call("/api/dev/mail", { method: "POST" })).status).toBe(404);
  });
});

describe("GET /api/dev/mail outside development", () => {
  it("does not exist: 404 with the ordinary not-found envelope", async () => {
    await register(); // there is mail to list in development
    const res = await api({}, PRODUCTION).dev.mail.$get();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: commonMessages.notFound });
  });
});
