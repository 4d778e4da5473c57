import { createMiddleware } from "hono/factory";
import { authMessages } from "../contract/auth";
import { listMessages } from "../contract/lists";
import type { AppEnv, Member } from "../shared/app-env";
import { clientIp } from "./client-address";
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

/**
 * Full-text searches (`q` on the motion lists, `search` on the page list, `text` of the similar motions) by anonymous callers, per client
 * address: a search costs more than a list page, and the edge cache rarely holds an arbitrary term. Members'
 * searches are not counted here (after `optionalMember`).
 */
export const anonymousSearchLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.member && (c.req.query("q") || c.req.query("search") || c.req.query("text"))) await rateLimit(c.env.SEARCH_LIMITER, `search:${clientIp(c)}`, listMessages.tooManySearches);
  await next();
});
