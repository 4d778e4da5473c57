import { and, eq, ne } from "drizzle-orm";
import { accountMessages } from "../contract/account";
import { authMessages } from "../contract/auth";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { enqueueAccountMail } from "../jobs/account-mail";
import { sendMail } from "../mail/mailer";
import { emailChangeLinkMail, emailChangeNoticeMail, emailInUseMail } from "../mail/account-mail";
import type { Member } from "../shared/app-env";
import { httpError, isUniqueViolation } from "../shared/errors";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { clearThrottle } from "./login-throttle";
import { claimCappedMail } from "./mail-cap";
import { confirmCurrentPassword } from "./own-account";

// Changing the account's e-mail address (README.md, "Your account"). The request is checked (current
// password) and answered at once, the same for any new address; what happens next runs on the account-mail
// queue, so neither the answer nor its timing tells whether another account has that address:
//   - the old address is told of the change asked for;
//   - a free address gets the confirmation link (24 hours, single use, only its hash stored);
//   - an address in use gets a notice to its owner instead, and nothing changes.
// The new address can be anyone's, so the mails to it are capped per address (accounts/mail-cap.ts: 3 a
// day, whichever accounts ask); past the cap it gets nothing and no link is made, and the answer is the same.
// The account's address changes only when the link is opened.

export const requestEmailChange = async (env: Env, member: Member, input: { currentPassword: string; email: string }) => {
  if (!member.passwordHash) throw httpError(400, accountMessages.passwordNeededForEmail);
  await confirmCurrentPassword(member, input.currentPassword);
  if (input.email === member.email) throw httpError(400, accountMessages.sameEmail);
  const queued = await enqueueAccountMail(env, {
    kind: "email-change",
    userId: member.id,
    newEmail: input.email,
  });
  if (!queued) throw httpError(503, accountMessages.emailChangeFailed);
};

/** The queue's half: false when the account is gone (deleted since), true once the mails went out (or were capped). */
export const mailEmailChange = async (db: Db, env: Env, userId: string, newEmail: string) => {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user || user.email === newEmail) return false;
  const owner = await db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.email, newEmail), ne(users.id, userId)),
  });
  // Past the cap, nothing goes to the new address; the requester's own address is still told below.
  if (await claimCappedMail(db, "email-change", newEmail)) {
    const link = owner ? null : await issueEmailToken(db, userId, "email-change", newEmail);
    await sendMail(env, newEmail, link ? emailChangeLinkMail(env.APP_URL, user.name, link) : emailInUseMail(env.APP_URL));
  }
  await sendMail(env, user.email, emailChangeNoticeMail(env.APP_URL, user.name, newEmail));
  return true;
};

/**
 * Spends the link: the account takes the new address (verified, since the link reached it). The unique
 * index is the last guard — an account created with that address since the link went out keeps it, and this
 * answers 409 (only the address's owner can open the link, so nothing is disclosed).
 */
export const confirmEmailChange = async (db: Db, token: string) => {
  const spent = await consumeEmailToken(db, token, "email-change");
  if (!spent?.newEmail) throw httpError(400, authMessages.invalidLink);
  try {
    const [user] = await db.update(users).set({ email: spent.newEmail, isVerified: true }).where(eq(users.id, spent.userId)).returning();
    if (!user) throw httpError(400, authMessages.invalidLink);
    await clearThrottle(db, `member:${user.email}`);
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw httpError(409, authMessages.emailTaken);
    throw err;
  }
};
