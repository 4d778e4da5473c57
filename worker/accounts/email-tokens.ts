import { and, eq, gt, isNull } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { emailTokens } from "../db/token-schema";
import type { Db } from "../db/client";
import { sha256Hex } from "../shared/digest";

// Mailed one-time tokens: 32 random bytes, only their SHA-256 stored, so a database leak holds
// no usable link. Links that confirm an address (sign-up, an e-mail change) live 24 hours; links that act on
// an account (a password reset or first password, a deletion) 1 hour.

export type EmailTokenPurpose = "verify" | "reset" | "email-change" | "delete";

const HOUR = 60 * 60 * 1000;
const LIFETIME_MS: Record<EmailTokenPurpose, number> = { verify: 24 * HOUR, reset: HOUR, "email-change": 24 * HOUR, delete: HOUR };

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** A fresh one-time token: 32 random bytes in base64url (the caller stores only its SHA-256). */
export const newOneTimeToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/**
 * A fresh token for the mail; older unused tokens of the same purpose stop working in the same batch. An
 * e-mail change's token carries the new address, which the account takes only when the token is spent.
 */
export const issueEmailToken = async (db: Db, userId: string, purpose: EmailTokenPurpose, newEmail: string | null = null) => {
  const token = newOneTimeToken();
  const now = Date.now();
  await db.batch([
    db
      .update(emailTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt))),
    db.insert(emailTokens).values({
      id: uuidv7(),
      userId,
      purpose,
      newEmail,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(now + LIFETIME_MS[purpose]),
    }),
  ]);
  return token;
};

/**
 * Marks the token used and answers its member's id (and an e-mail change's new address), or null when it is
 * unknown, expired, already used, for another purpose or (with `forUser`) another member's, which it leaves
 * unspent. One conditional UPDATE … RETURNING, so of two parallel uses only one can win.
 */
export const consumeEmailToken = async (db: Db, token: string, purpose: EmailTokenPurpose, forUser?: string) => {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        eq(emailTokens.purpose, purpose),
        forUser ? eq(emailTokens.userId, forUser) : undefined,
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
};

/**
 * The member a token was issued to, whatever its state (used, superseded or expired), or null when no such
 * token exists. For telling a second open of a verification link from a forged or mistyped one.
 */
export const emailTokenOwner = async (db: Db, token: string, purpose: EmailTokenPurpose) => {
  const row = await db.query.emailTokens.findFirst({
    columns: { userId: true },
    where: and(eq(emailTokens.tokenHash, await sha256Hex(token)), eq(emailTokens.purpose, purpose)),
  });
  return row?.userId ?? null;
};
