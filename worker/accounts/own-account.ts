import { eq, sql } from "drizzle-orm";
import { accountMessages } from "../contract/account";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import type { Member } from "../shared/app-env";
import { httpError } from "../shared/errors";
import { sendMail } from "../mail/mailer";
import { passwordChangedMail, setPasswordMail } from "../mail/account-mail";
import { issueEmailToken } from "./email-tokens";
import { hashPassword, verifyPassword } from "./password";

// What a signed-in member changes on their own account (README.md, "Your account"): the name, the password
// and their sessions. Anything that could hand the account to someone else asks for the current password.

/** 400 unless `password` is the member's current one; an account without a password is told how to set one. */
export const confirmCurrentPassword = async (member: Member, password: string) => {
  if (!member.passwordHash) throw httpError(400, accountMessages.noPasswordYet);
  if (!(await verifyPassword(password, member.passwordHash))) throw httpError(400, accountMessages.currentPasswordWrong);
};

const sessionEnded = () =>
  httpError(401, accountMessages.sessionChanged, {
    "WWW-Authenticate": "Bearer",
  });

export const renameMember = async (db: Db, member: Member, name: string) => {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, member.id)).returning();
  if (!user) throw sessionEnded();
  return user;
};

/**
 * The new hash and a new token version in one UPDATE that names the version this session was signed with:
 * every other session ends, and of two parallel changes only the first lands (the second session is then
 * one of the "others"). Answers the account as it now is, for this session's new token.
 */
export const changePassword = async (db: Db, member: Member, input: { currentPassword: string; password: string }) => {
  await confirmCurrentPassword(member, input.currentPassword);
  if (input.password === input.currentPassword) throw httpError(400, accountMessages.samePassword);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(sql`${users.id} = ${member.id} AND ${users.tokenVersion} = ${member.tokenVersion}`)
    .returning();
  if (!user) throw sessionEnded();
  return user;
};

/** Tells the member their password changed; a failed mail is the caller's to log, the change stands. */
export const mailPasswordChanged = (env: Env, user: Pick<Member, "email" | "name">) =>
  sendMail(env, user.email, passwordChangedMail(env.APP_URL, user.name));

/**
 * A Google-only account's first password: a reset link to the account's own address (1 hour, single use),
 * so setting it proves the mailbox as well as the Google sign-in. The reset page does the rest.
 */
export const mailSetPasswordLink = async (db: Db, env: Env, member: Member) => {
  if (member.passwordHash) throw httpError(400, accountMessages.hasPassword);
  const token = await issueEmailToken(db, member.id, "reset");
  await sendMail(env, member.email, setPasswordMail(env.APP_URL, member.name, token));
};

/** "Sign out everywhere": a new token version, so every session token signed so far stops working, this one too. */
export const revokeSessions = async (db: Db, member: Member) => {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, member.id));
};
