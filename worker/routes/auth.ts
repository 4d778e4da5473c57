import { Hono, type Context } from "hono";
import { googleCallback, googleAuthorizationUrl } from "../accounts/google";
import { refreshCards, refreshCardsOf } from "../accounts/member-cards";
import { requireMember } from "../accounts/member-guard";
import {
  checkCredentials,
  registerMember,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "../accounts/member-accounts";
import { confirmEmailChange } from "../accounts/email-change";
import { signMemberToken } from "../accounts/jwt";
import { accountMessages } from "../contract/account";
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
import { enqueueAccountMail } from "../jobs/account-mail";
import type { AppEnv, Member } from "../shared/app-env";
import { originOf } from "../shared/origin";
import { httpError } from "../shared/errors";
import { clientIp } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { guardSignIn } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import { toUser } from "../accounts/member-json";
import { homeCityOf } from "../jurisdictions/home-city";

// Member accounts. Each handler validates with the shared contract,
// applies its rate limit, then delegates to worker/auth/*; every answer carries the one user shape.

/** The one member shape of every answer, with the member's home city (README.md, "City suggestion and home city"). */
const memberJson = async (c: Pick<Context<AppEnv>, "env" | "var" | "req">, user: Member) =>
  toUser(user, originOf(c.req.url), await homeCityOf(getDb(c), user.homeJurisdictionId));

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `register:${clientIp(c)}`);
    const user = await registerMember(getDb(c), c.env, c.req.valid("json"));
    return c.json({ message: authMessages.accountCreated, user: await memberJson(c, user) }, 201);
  })
  .post("/login", validate("json", loginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = getDb(c);
    // Queued for every address that reaches the point, with or without an account: the answer is the same.
    const notice = () => c.executionCtx.waitUntil(enqueueAccountMail(c.env, { kind: "unusual-sign-in", email }));
    const user = await guardSignIn(c, { kind: "member", login: email }, () => checkCredentials(db, email, password), notice);
    return c.json({ message: authMessages.loggedIn, token: await signMemberToken(c.env, user), user: await memberJson(c, user) });
  })
  .get("/loggedin", requireMember, async (c) => c.json({ user: await memberJson(c, c.var.member) }))
  // A GET, as the original client calls it. The mailed link opens the SPA page, which makes this call from script, so link
  // scanners that prefetch mail links do not consume the token.
  .get("/verify-email/:token", validate("param", tokenParam), async (c) => {
    const user = await verifyEmail(getDb(c), c.req.valid("param").token);
    // A second open of a spent link: the address is verified already; no session is issued for it.
    if (!user) return c.json({ message: authMessages.alreadyVerified, alreadyVerified: true as const });
    // The member's cards on other databases show them verified too (README.md, "Routing by placement").
    await refreshCards(c, user);
    const token = await signMemberToken(c.env, user);
    return c.json({ message: authMessages.emailVerified, alreadyVerified: false as const, token, user: await memberJson(c, user) });
  })
  // The link mailed to a new address (README.md, "Your account"): opened on any device, signed in or not.
  .post("/email-change/:token", validate("param", tokenParam), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `email-change:${clientIp(c)}`);
    const user = await confirmEmailChange(getDb(c), c.req.valid("param").token);
    await refreshCards(c, user);
    return c.json({ message: accountMessages.emailChanged, user: await memberJson(c, user) });
  })
  .post("/resend-verification", validate("json", emailBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `resend:${clientIp(c)}`);
    await resendVerification(getDb(c), c.env, c.req.valid("json").email);
    return c.json({ message: authMessages.verificationSent });
  })
  .post("/forgot-password", validate("json", emailBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `forgot:${clientIp(c)}`);
    // The lookup and the mail happen on the account-mail queue: this request does the same for any address.
    const queued = await enqueueAccountMail(c.env, { kind: "password-reset", email: c.req.valid("json").email });
    if (!queued) throw httpError(503, authMessages.resetSendFailed);
    return c.json({ message: authMessages.resetLinkSent });
  })
  .post("/reset-password/:token", validate("param", tokenParam), validate("json", resetPasswordBody), async (c) => {
    // A reset proves the address: the member's cards show them verified.
    const id = await resetPassword(getDb(c), c.req.valid("param").token, c.req.valid("json").password);
    if (id) await refreshCardsOf(c, id);
    return c.json({ message: authMessages.passwordReset });
  })
  .get("/google/url", async (c) => c.json({ url: await googleAuthorizationUrl(getDb(c), c.env) }))
  .post("/google/callback", validate("json", googleCallbackBody), async (c) => {
    const { code, state } = c.req.valid("json");
    const user = await googleCallback(getDb(c), c.env, code, state);
    await refreshCards(c, user);
    return c.json({ message: authMessages.loggedIn, token: await signMemberToken(c.env, user), user: await memberJson(c, user) });
  });
