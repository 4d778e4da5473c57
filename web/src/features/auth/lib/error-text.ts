import { ApiError } from "../../../lib/api";

/**
 * What to tell the person after a failed call (spec §8): the server's message when it answered, else
 * `fallback` — the screen's fixed text, or by default the client's own (for instance "could not reach").
 */
export function serverMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  if (fallback) return fallback;
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

/**
 * A login refused because the e-mail is not verified yet (spec §4): HTTP 403, or a message that says
 * "verify" or "not verified".
 */
export function needsVerification(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const message = error.message.toLowerCase();
  return error.status === 403 || message.includes("verify") || message.includes("not verified");
}
