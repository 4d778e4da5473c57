import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { issueEmailToken } from "../../../worker/accounts/email-tokens";
import { hashPassword } from "../../../worker/accounts/password";
import { signUnsubscribeToken } from "../../../worker/notifications/unsubscribe-token";
import { contactMessages } from "../../../worker/db/contact-schema";
import * as schema from "../../../worker/db/schema";
import * as tokenSchema from "../../../worker/db/token-schema";
import { db, insertPage, insertMember, insertMotion, uniqueTag } from "../support/factories";
import { PASSWORD } from "../support/members";
import type { Valid } from "./routes";

// What the route table's valid requests act on: accounts with known passwords, mailed tokens, OAuth states,
// motions and contact messages, each made fresh (one-shot tokens and states are spent by a request).

export const ADMIN_PASSWORD = "Admin-pass-1!";
export const EDITOR_PASSWORD = "editor-pass";

// One PBKDF2 run per file and kind of account, not per request.
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};
export const memberHash = once(() => hashPassword(PASSWORD));
export const adminHash = once(() => hashPassword(ADMIN_PASSWORD));
export const editorHash = once(() => hashPassword(EDITOR_PASSWORD));

export const emailToken = async (purpose: "verify" | "reset" | "email-change") => {
  const member = await insertMember({ isVerified: purpose !== "verify", passwordHash: await memberHash() });
  return issueEmailToken(db(), member.id, purpose, purpose === "email-change" ? email() : null);
};
export const motionId = async () => (await insertMotion((await insertPage()).id)).id;
export const contactId = async () => {
  const [row] = await db()
    .insert(contactMessages)
    .values({ id: uuidv7(), name: "Visitor", email: `v-${uniqueTag()}@example.test`, message: "A message long enough to keep." })
    .returning();
  return row!.id;
};
export const oauthState = async () => {
  const state = `state-${uniqueTag()}`;
  await db().insert(tokenSchema.oauthStates).values({ state, codeVerifier: `verifier-${uniqueTag()}`, expiresAt: new Date(Date.now() + 600_000) });
  return state;
};
export const email = () => `fuzz-${uniqueTag()}@example.test`;
export const none = async (): Promise<Valid> => ({});

/** A valid unsubscribe link's token, for a fresh member's "motions I voted on" mails. */
export const unsubscribeToken = async () => signUnsubscribeToken(env, { userId: (await insertMember()).id, category: "voter" });

/** The account id the caller's bearer token names (read, not verified: a forged token names a real account too). */
const callerId = (caller: Record<string, string>) => {
  const token = /^Bearer (.+)$/.exec(caller.Authorization ?? "")?.[1];
  return token ? (JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/"))) as { sub?: string }).sub : undefined;
};

/** Makes the caller's member account one that signs in with Google only (no password), as those routes need. */
export const withoutPassword = async (caller: Record<string, string> = {}): Promise<Valid> => {
  const id = callerId(caller);
  if (id) await db().update(schema.users).set({ passwordHash: null, googleId: `google-${uniqueTag()}` }).where(eq(schema.users.id, id));
  return {};
};

/**
 * A motion hidden by the moderators, by the member the caller's bearer token names when there is one (only
 * its author may appeal), else by nobody.
 */
export const hiddenMotionOf = async (caller: Record<string, string> = {}) => {
  const sub = callerId(caller);
  const author = sub ? await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, sub) }) : undefined;
  const page = await insertPage();
  return (await insertMotion(page.id, { authorId: author?.id ?? null, moderationState: "removed", hiddenReason: "spam" })).id;
};
