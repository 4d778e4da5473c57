import { mailAdminTrustLink } from "../accounts/browser-trust";
import { mailEmailChange } from "../accounts/email-change";
import { mailPasswordReset, mailUnusualSignIn } from "../accounts/member-accounts";
import { getDb, type Db } from "../db/client";
import { accountMailMessage, type AccountMail } from "../jobs/account-mail";
import { errorMessage, logEvent } from "../shared/log";
import { parseBody, retryDelaySeconds } from "./batch";

const send = (db: Db, env: Env, mail: AccountMail) => {
  switch (mail.kind) {
    case "email-change":
      return mailEmailChange(db, env, mail.userId, mail.newEmail);
    case "admin-trust-link":
      return mailAdminTrustLink(db, env, mail.email);
    case "password-reset":
      return mailPasswordReset(db, env, mail.email);
    case "unusual-sign-in":
      return mailUnusualSignIn(db, env, mail.email);
  }
};

// The consumer of "plaza-account-mail" (jobs/account-mail.ts says why these mails go through a queue).
// An address without an account is acknowledged without a mail; a failed mail is retried with backoff.

export async function handleAccountMailBatch(batch: MessageBatch<unknown>, env: Env) {
  const db = getDb(env);
  for (const msg of batch.messages) {
    const body = parseBody(msg, batch.queue, accountMailMessage);
    if (!body) {
      msg.ack();
      continue;
    }
    try {
      const sent = await send(db, env, body);
      // Never the address: the log must not become a list of who has an account.
      logEvent("info", { queue: batch.queue, kind: body.kind, outcome: sent ? "mailed" : "no-account" });
      msg.ack();
    } catch (err) {
      logEvent("warn", { queue: batch.queue, kind: body.kind, outcome: "retry", error: errorMessage(err) });
      msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts) });
    }
  }
}
