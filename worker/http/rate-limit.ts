import type { Context } from "hono";
import { authMessages } from "../contract/auth";
import { httpError } from "../shared/errors";

/** The caller's address as Cloudflare reports it; "local" when there is none (local runtime, tests). */
export const clientIp = (c: Context) => c.req.header("CF-Connecting-IP") ?? "local";

/**
 * One attempt against a Cloudflare rate limit binding. Over the limit → 429 with Retry-After:
 * the bindings count in windows of 60 seconds, so a minute is always enough to be let in again.
 */
export const rateLimit = async (binding: RateLimit, key: string, message: string = authMessages.tooManyAttempts) => {
  const { success } = await binding.limit({ key });
  if (!success) throw httpError(429, message, { "Retry-After": "60" });
};
