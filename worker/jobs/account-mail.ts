import { z } from "zod";
import { errorMessage, logEvent } from "../shared/log";

// The producer side of "plaza-account-mail" (README.md, "Sign-in throttling" and decision 24): mails about
// an account that a request for ANY address may cause — a password reset link, the "unusual sign-in
// attempts" notice, an e-mail change to an address that may belong to another account, an admin's
// browser-trust link. The request only sends the addresses it was given, the same whether an account has
// them or not, so the answer takes the same time either way; queue/account-mail-consumer.ts looks the
// address up and mails whoever should hear, retrying a failed mail.

export const ACCOUNT_MAIL_QUEUE = "plaza-account-mail";

export const accountMailMessage = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(["password-reset", "unusual-sign-in", "admin-trust-link"]), email: z.string().min(3).max(254) }),
  z.object({ kind: z.literal("email-change"), userId: z.string().min(1).max(64), newEmail: z.string().min(3).max(254) }),
]);
export type AccountMail = z.infer<typeof accountMailMessage>;

// Held back a second: the lookup must not run while the request that queued it is still being answered.
// In production a consumer runs in another isolate; locally it shares the Worker's one thread, where a mail
// being built for a known address would slow that address's answer (measured by `npm run bench`).
const DELAY_SECONDS = 1;

/** Queues one account mail: false (logged, without the address) when the queue refused it. */
export async function enqueueAccountMail(env: Pick<Env, "ACCOUNT_MAIL_QUEUE">, mail: AccountMail) {
  try {
    await env.ACCOUNT_MAIL_QUEUE.send(mail, { delaySeconds: DELAY_SECONDS });
    return true;
  } catch (err) {
    logEvent("error", { queue: ACCOUNT_MAIL_QUEUE, kind: mail.kind, event: "send-failed", error: errorMessage(err) });
    return false;
  }
}
