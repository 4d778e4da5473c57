import { RESEND_COOLDOWN_SECONDS, type loginBody, type registerBody } from "@contract/auth";
import type { z } from "zod";
import { api, ApiError, unwrap } from "../../../lib/api";

// The visitor auth calls through the typed client; response types come from the Worker.
// Only lazily loaded screens import this file (it reads the zod contract).

/**
 * A sign-in refused because the address is not verified yet. `resendInSeconds`: how long until another
 * verification mail may go (the server's Retry-After; 0 when one may go now).
 */
export class VerificationRequiredError extends ApiError {
  constructor(
    message: string,
    readonly resendInSeconds: number,
  ) {
    super(message, 403);
  }
}

export async function login(json: z.output<typeof loginBody>) {
  const { request, retryAfter } = readingRetryAfter(api.auth.login.$post({ json }));
  try {
    return await unwrap(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      const header = retryAfter();
      throw new VerificationRequiredError(error.message, header ? retryAfterSeconds(header) : 0);
    }
    throw error;
  }
}

export const register = (json: z.output<typeof registerBody>) => unwrap(api.auth.register.$post({ json }));

export const forgotPassword = (email: string) => unwrap(api.auth["forgot-password"].$post({ json: { email } }));

export const resetPassword = (token: string, password: string) =>
  unwrap(api.auth["reset-password"][":token"].$post({ param: { token }, json: { password } }));

export const verifyEmail = (token: string) => unwrap(api.auth["verify-email"][":token"].$get({ param: { token } }));

export const googleAuthUrl = () => unwrap(api.auth.google.url.$get());

export const googleCallback = (code: string, state: string) => unwrap(api.auth.google.callback.$post({ json: { code, state } }));

/** A resend refused because one was sent too recently; says how long to wait (the server's Retry-After). */
export class ResendCooldownError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

/** Retry-After is either seconds or an HTTP date; anything unreadable falls back to the usual cooldown. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
    const until = Date.parse(header);
    if (Number.isFinite(until) && until > now) return Math.ceil((until - now) / 1000);
  }
  return RESEND_COOLDOWN_SECONDS;
}

/** unwrap() keeps only the message and status, so a Retry-After header is read on the way through. */
function readingRetryAfter<R extends { headers: Headers }>(pending: Promise<R>) {
  let header: string | null = null;
  const request = pending.then((res) => {
    header = res.headers.get("Retry-After");
    return res;
  });
  return { request, retryAfter: () => header };
}

export async function resendVerification(email: string) {
  const { request, retryAfter } = readingRetryAfter(api.auth["resend-verification"].$post({ json: { email } }));
  try {
    return await unwrap(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new ResendCooldownError(error.message, retryAfterSeconds(retryAfter()));
    throw error;
  }
}
