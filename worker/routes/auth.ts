import { Hono } from "hono";
import { googleCallback, googleAuthorizationUrl } from "../accounts/google";
import { requireMember } from "../accounts/member-guard";
import {
  checkCredentials,
  registerMember,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "../accounts/member-accounts";
import { signMemberToken } from "../accounts/jwt";
import {
  authMessages,
  emailBody,
  googleCallbackBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenParam,
} from "../contract/auth";
import { getDb } from "../db/client";
import type { AppEnv } from "../shared/app-env";
import { clientIp, rateLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { toUser } from "../accounts/member-json";

// Member accounts. Each handler validates with the shared contract,
// applies its rate limit, then delegates to worker/auth/*; every answer carries the one user shape.
export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `register:${clientIp(c)}`);
    const user = await registerMember(getDb(c), c.env, c.req.valid("json"));
    return c.json({ message: authMessages.accountCreated, user: toUser(user) }, 201);
  })
  .post("/login", validate("json", loginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    // Keyed by address too, so one shared IP (an office, a campus) does not lock everybody out.
    await rateLimit(c.env.LOGIN_LIMITER, `login:${clientIp(c)}:${email}`);
    const user = await checkCredentials(getDb(c), email, password);
    return c.json({ message: authMessages.loggedIn, token: await signMemberToken(c.env, user), user: toUser(user) });
  })
  .get("/loggedin", requireMember, (c) => c.json({ user: toUser(c.var.member) }))
  // A GET, as the original client calls it. The mailed link opens the SPA page, which makes this call from script, so link
  // scanners that prefetch mail links do not consume the token.
  .get("/verify-email/:token", validate("param", tokenParam), async (c) => {
    const user = await verifyEmail(getDb(c), c.req.valid("param").token);
    // A second open of a spent link: the address is verified already; no session is issued for it.
    if (!user) return c.json({ message: authMessages.alreadyVerified, alreadyVerified: true as const });
    const token = await signMemberToken(c.env, user);
    return c.json({ message: authMessages.emailVerified, alreadyVerified: false as const, token, user: toUser(user) });
  })
  .post("/resend-verification", validate("json", emailBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `resend:${clientIp(c)}`);
    await resendVerification(getDb(c), c.env, c.req.valid("json").email);
    return c.json({ message: authMessages.verificationSent });
  })
  .post("/forgot-password", validate("json", emailBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `forgot:${clientIp(c)}`);
    // The lookup and the mail happen after the answer: the same answer, in the same time, for any address.
    c.executionCtx.waitUntil(requestPasswordReset(getDb(c), c.env, c.req.valid("json").email));
    return c.json({ message: authMessages.resetLinkSent });
  })
  .post("/reset-password/:token", validate("param", tokenParam), validate("json", resetPasswordBody), async (c) => {
    await resetPassword(getDb(c), c.req.valid("param").token, c.req.valid("json").password);
    return c.json({ message: authMessages.passwordReset });
  })
  .get("/google/url", async (c) => c.json({ url: await googleAuthorizationUrl(getDb(c), c.env) }))
  .post("/google/callback", validate("json", googleCallbackBody), async (c) => {
    const { code, state } = c.req.valid("json");
    const user = await googleCallback(getDb(c), c.env, code, state);
    return c.json({ message: authMessages.loggedIn, token: await signMemberToken(c.env, user), user: toUser(user) });
  });
