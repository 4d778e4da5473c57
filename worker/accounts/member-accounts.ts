import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { authMessages, RESEND_COOLDOWN_SECONDS } from "../contract/auth";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { httpError, isUniqueViolation } from "../shared/errors";
import { sendMail } from "../mail/mailer";
import { resetMail, unusualSignInMail, verificationMail } from "../mail/templates";
import { consumeEmailToken, emailTokenOwner, issueEmailToken } from "./email-tokens";
import { clearThrottle, FREE_FAILURES } from "./login-throttle";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password";
import { logError } from "../shared/log";

type User = typeof users.$inferSelect;

const findByEmail = (db: Db, email: string) => db.query.users.findFirst({ where: eq(users.email, email) });

/** Issues a verification token and mails it; records when, which is what the resend cooldown reads. */
const mailVerification = async (env: Env, db: Db, user: User) => {
  const token = await issueEmailToken(db, user.id, "verify");
  await sendMail(env, user.email, verificationMail(env.APP_URL, token));
};

export const registerMember = async (db: Db, env: Env, input: { name: string; email: string; password: string }) => {
  if (await findByEmail(db, input.email)) throw httpError(409, authMessages.emailTaken);
  const now = new Date();
  let user: User | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({
        id: uuidv7(),
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        verificationSentAt: now,
      })
      .returning();
  } catch (err) {
    // The unique index is the real guard: a parallel sign-up with the same address lands here.
    if (isUniqueViolation(err)) throw httpError(409, authMessages.emailTaken);
    throw err;
  }
  try {
    await mailVerification(env, db, user!);
  } catch (err) {
    // The account stays; clearing the timestamp lets the member ask for another mail at once.
    logError("verification mail failed on register", err);
    await db.update(users).set({ verificationSentAt: null }).where(eq(users.id, user!.id));
    return { ...user!, verificationSentAt: null };
  }
  return user!;
};

/** Whole seconds until another verification mail may go to this account; 0 when one may go now. */
const resendWaitSeconds = (sentAt: Date | null, now: number) =>
  sentAt ? Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt.getTime()) / 1000)) : 0;

/**
 * Unknown address, wrong password and a Google-only account all end in the same 401. An unverified account
 * with the right password gets 403, and while a verification mail went out less than the cooldown ago,
 * Retry-After says when the pending page may offer to resend (only the password's owner learns it).
 */
export const checkCredentials = async (db: Db, email: string, password: string) => {
  const user = await findByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !valid) throw httpError(401, authMessages.invalidCredentials);
  if (!user.isVerified) {
    const wait = resendWaitSeconds(user.verificationSentAt, Date.now());
    throw httpError(403, authMessages.verifyFirst, wait > 0 ? { "Retry-After": String(wait) } : undefined);
  }
  return user;
};

/**
 * Spends a verification token: the verified member (a first open, which signs them in), or `null` when the
 * link was already spent or superseded and its account is verified (a second open: nothing to do, and no new
 * session — a used link must never work as a sign-in credential). Unknown tokens, and spent ones of an
 * account still unverified, are invalid links.
 */
export const verifyEmail = async (db: Db, token: string): Promise<User | null> => {
  const userId = (await consumeEmailToken(db, token, "verify"))?.userId;
  if (!userId) {
    const owner = await emailTokenOwner(db, token, "verify");
    const account = owner ? await db.query.users.findFirst({ columns: { isVerified: true }, where: eq(users.id, owner) }) : undefined;
    if (account?.isVerified) return null;
    throw httpError(400, authMessages.invalidLink);
  }
  const [user] = await db.update(users).set({ isVerified: true }).where(eq(users.id, userId)).returning();
  if (!user) throw httpError(400, authMessages.invalidLink);
  return user;
};

/**
 * Cooldown and existence: unknown, verified and unverified addresses get the same answer, and the 429 only
 * comes when a verification mail really went to this unverified account less than 60 s ago (register or a
 * previous resend). Tracking every address asked about would need storage for addresses that have no
 * account; instead the residual signal (a second request within a minute) costs the prober a real mail to
 * the owner, is bounded by the per-IP limit, and tells no more than register's 409 already does.
 * The claim is one conditional UPDATE, so two parallel requests cannot both send.
 */
export const resendVerification = async (db: Db, env: Env, email: string) => {
  const user = await findByEmail(db, email);
  if (!user || user.isVerified) return;
  const now = Date.now();
  const [claimed] = await db
    .update(users)
    .set({ verificationSentAt: new Date(now) })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.isVerified, false),
        or(isNull(users.verificationSentAt), lte(users.verificationSentAt, new Date(now - RESEND_COOLDOWN_SECONDS * 1000))),
      ),
    )
    .returning();
  if (!claimed) {
    const fresh = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    if (!fresh || fresh.isVerified) return;
    const wait = Math.max(1, resendWaitSeconds(fresh.verificationSentAt ?? new Date(now), now));
    throw httpError(429, authMessages.resendCooldown, { "Retry-After": String(wait) });
  }
  try {
    await mailVerification(env, db, claimed);
  } catch (err) {
    logError("verification mail failed on resend", err);
    await db.update(users).set({ verificationSentAt: user.verificationSentAt }).where(eq(users.id, user.id));
    throw httpError(502, authMessages.verificationSendFailed);
  }
};

/**
 * Mails a reset link if the address has an account (Google-only ones too, so they can set a password);
 * false when it has none. Runs on the account-mail queue (jobs/account-mail.ts), never in the request, so
 * the answer cannot tell the two apart; a failed mail throws and the queue retries it.
 */
export const mailPasswordReset = async (db: Db, env: Env, email: string) => {
  const user = await findByEmail(db, email);
  if (!user) return false;
  const token = await issueEmailToken(db, user.id, "reset");
  await sendMail(env, user.email, resetMail(env.APP_URL, user.isVerified ? user.name : null, token));
  return true;
};

/** New hash, token version bumped (every older session ends) and the address verified: the mail proved it. */
export const resetPassword = async (db: Db, token: string, password: string) => {
  const userId = (await consumeEmailToken(db, token, "reset"))?.userId;
  if (!userId) throw httpError(400, authMessages.invalidLink);
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .update(users)
    .set({ passwordHash, isVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  // The mailed link proved the owner: the failed sign-ins of others no longer slow them down.
  if (user) await clearThrottle(db, `member:${user.email}`);
  // The member now verified, for their cards elsewhere (member-cards.ts, refreshCardsOf).
  return user?.id ?? null;
};

/** Tells a verified member their password was guessed at (on the account-mail queue); false when there is no one to tell. */
export const mailUnusualSignIn = async (db: Db, env: Env, email: string) => {
  const user = await findByEmail(db, email);
  if (!user?.isVerified) return false;
  await sendMail(env, user.email, unusualSignInMail(env.APP_URL, user.name, FREE_FAILURES));
  return true;
};
