import { createMiddleware } from "hono/factory";
import { authMessages } from "../contract/auth";
import type { Member } from "../shared/app-env";
import { httpError } from "../shared/errors";

/**
 * One attempt against a Cloudflare rate limit binding. Over the limit → 429 with Retry-After:
 * the bindings count in windows of 60 seconds, so a minute is always enough to be let in again.
 */
export const rateLimit = async (binding: RateLimit, key: string, message: string = authMessages.tooManyAttempts) => {
  const { success } = await binding.limit({ key });
  if (!success) throw httpError(429, message, { "Retry-After": "60" });
};

/**
 * A limit per signed-in member (after a `require…Member` guard), so one member cannot spend another's
 * allowance and members behind one address (an office, a campus) do not share one.
 */
export const perMemberLimit = (binding: (env: Env) => RateLimit, message: string) =>
  createMiddleware<{ Bindings: Env; Variables: { member: Member } }>(async (c, next) => {
    await rateLimit(binding(c.env), c.var.member.id, message);
    await next();
  });
