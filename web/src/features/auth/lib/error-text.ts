import { ApiError, failureText } from "../../../lib/api";

/**
 * What to tell the person after a failed call: the server's message when it answered, else
 * `fallback` — the screen's fixed text, or by default the client's own (for instance "could not reach").
 */
export function serverMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  if (fallback) return fallback;
  return failureText(error);
}

/**
 * A login refused because the e-mail is not verified yet: HTTP 403, or a message that says
 * "verify" or "not verified".
 */
export function needsVerification(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const message = error.message.toLowerCase();
  return error.status === 403 || message.includes("verify") || message.includes("not verified");
}
