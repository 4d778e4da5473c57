import { expect, vi } from "vitest";
import { api, okJson } from "./client";
import { uniqueTag } from "./factories";

// Helpers for the member account tests: sign-up, mailed links and sign-in as the SPA goes through them,
// each call from its own client address (the typed client's default) so per-IP rate limits stay per test.

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (prefix = "member") => `${prefix}-${uniqueTag()}@example.test`;

/** The dev outbox as a client reads it, only the mails to `to`, newest first. */
export const mailsTo = async (to: string) => {
  const { mails } = await okJson(await api().dev.mail.$get());
  return mails.filter((m) => m.to === to);
};

/**
 * The token of the newest mailed link to `path` (/verify-email or /reset-password) for `to`, waiting for the
 * mail: reset links are sent by the account-mail queue's consumer, after the answer.
 */
export const mailedToken = async (to: string, path: "/verify-email" | "/reset-password") => {
  const link = await vi.waitFor(
    async () => {
      const [mail] = await mailsTo(to);
      const found = mail?.links.find((l) => new URL(l).pathname === path);
      expect(found, `a ${path} link mailed to ${to}`).toBeDefined();
      return found!;
    },
    { timeout: 5_000, interval: 50 },
  );
  return new URL(link).searchParams.get("token")!;
};

/** GET /api/auth/verify-email/:token, as the SPA's page for the mailed link calls it. */
export const verifyEmail = (token: string) => api().auth["verify-email"][":token"].$get({ param: { token } });

export const register = async (email = uniqueEmail(), password = PASSWORD, name = "Ada Lovelace") => {
  const body = await okJson(await api().auth.register.$post({ json: { name, email, password } }), 201);
  return { email, password, ...body };
};

/** POST /api/auth/login; `headers` may pin the client address. */
export const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  api(headers).auth.login.$post({ json: { email, password } });

/** GET /api/auth/loggedin with the member's token (or none). */
export const loggedIn = (token?: string) => api(token ? { Authorization: `Bearer ${token}` } : {}).auth.loggedin.$get();

/** A registered member who opened the verification link: answers the signed-in token and user. */
export const verifiedMember = async () => {
  const { email, password } = await register();
  const body = await okJson(await verifyEmail(await mailedToken(email, "/verify-email")));
  if (body.alreadyVerified) throw new Error("a fresh verification link answered 'already verified'");
  return { email, password, ...body };
};
