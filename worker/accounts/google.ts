// Also compiled by the web type-check (through AppType), which does not see worker/secrets.d.ts otherwise.
/// <reference path="../secrets.d.ts" />
import { decodeIdToken, generateCodeVerifier, generateState, Google } from "arctic";
import { and, eq, gt, lt } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { z } from "zod";
import { authMessages } from "../contract/auth";
import { cleanOneLine } from "../contract/text";
import { users } from "../db/schema";
import { oauthStates } from "../db/token-schema";
import type { Db } from "../db/client";
import { httpError, isUniqueViolation } from "../shared/errors";
import { logError } from "../shared/log";

// Google sign-in: arctic's authorization-code flow with PKCE. The state and the code verifier stay
// on the server (oauth_states, 10 minutes, single use); the SPA only carries `code` and `state` back.

const STATE_LIFETIME_MS = 10 * 60 * 1000;
const SCOPES = ["openid", "profile", "email"];
const ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);

/** Whether this deployment can offer Google sign-in: both the client id and its secret are set. */
export const isGoogleConfigured = <E extends Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">>(
  env: E,
): env is E & { GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string } => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

const googleClient = (env: Env) => {
  if (!isGoogleConfigured(env)) throw httpError(503, authMessages.googleUnavailable);
  const client = new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, `${env.APP_URL.replace(/\/+$/, "")}/auth/callback`);
  return { client, clientId: env.GOOGLE_CLIENT_ID };
};

export const googleAuthorizationUrl = async (db: Db, env: Env) => {
  const { client } = googleClient(env);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const now = Date.now();
  await db.batch([
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now))), // expired ones, by the expiry index
    db.insert(oauthStates).values({ state, codeVerifier, expiresAt: new Date(now + STATE_LIFETIME_MS) }),
  ]);
  return client.createAuthorizationURL(state, codeVerifier, SCOPES).toString();
};

// The ID token's signature is not checked: it comes straight from Google's token endpoint over TLS in
// exchange for our client secret (OpenID Connect Core §3.1.3.7), so these claim checks are what remains.
const idTokenClaims = z.object({
  iss: z.string().refine((iss) => ISSUERS.has(iss)),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.url({ protocol: /^https$/ }).max(2048).optional().catch(undefined),
});
type GoogleProfile = z.infer<typeof idTokenClaims>;

/** Trades the code for Google's profile; anything that goes wrong on Google's side is a 502, never a 500. */
const exchangeCode = async (env: Env, code: string, codeVerifier: string): Promise<GoogleProfile> => {
  const { client, clientId } = googleClient(env);
  let raw: unknown;
  try {
    const tokens = await client.validateAuthorizationCode(code, codeVerifier);
    raw = decodeIdToken(tokens.idToken());
  } catch (err) {
    logError("google token exchange failed", err);
    throw httpError(502, authMessages.googleFailed);
  }
  const parsed = idTokenClaims.safeParse(raw);
  const audiences = parsed.success ? [parsed.data.aud].flat() : [];
  if (!parsed.success || !audiences.includes(clientId) || parsed.data.exp * 1000 <= Date.now()) {
    logError("google id token rejected", parsed.success ? "wrong aud or expired" : parsed.error.message);
    throw httpError(502, authMessages.googleFailed);
  }
  if (parsed.data.email_verified !== true) throw httpError(403, authMessages.googleEmailUnverified);
  return parsed.data;
};

// Google's name passes the sign-up form's text rule by cleaning (contract/text.ts), not by refusal.
const nameFrom = (profile: GoogleProfile) => cleanOneLine(profile.name ?? "").slice(0, 100) || profile.email.split("@")[0] || "Member";

/**
 * The account with this Google id; else the account with the same (Google-verified) address, linked; else a
 * new verified account with Google's name and picture.
 */
const signInGoogleUser = async (db: Db, profile: GoogleProfile) => {
  const byGoogle = await db.query.users.findFirst({ where: eq(users.googleId, profile.sub) });
  if (byGoogle) return byGoogle;
  const email = profile.email.trim().toLowerCase();
  const byEmail = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (byEmail) {
    // An unverified account's password was never proven to belong to this mailbox (anyone can sign up with
    // someone else's address): linking drops it and ends its sessions, so only the mailbox owner gets in.
    const takeover = byEmail.isVerified ? {} : { passwordHash: null, tokenVersion: byEmail.tokenVersion + 1 };
    const [linked] = await db
      .update(users)
      .set({ googleId: profile.sub, isVerified: true, pictureUrl: byEmail.pictureUrl ?? profile.picture ?? null, ...takeover })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked!;
  }
  const [created] = await db
    .insert(users)
    .values({ id: uuidv7(), name: nameFrom(profile), email, isVerified: true, googleId: profile.sub, pictureUrl: profile.picture ?? null })
    .returning();
  return created!;
};

export const googleCallback = async (db: Db, env: Env, code: string, state: string) => {
  googleClient(env); // 503 before the state is spent when Google is not configured
  const [stored] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, new Date())))
    .returning({ codeVerifier: oauthStates.codeVerifier });
  if (!stored) throw httpError(400, authMessages.googleStateInvalid);
  const profile = await exchangeCode(env, code, stored.codeVerifier);
  try {
    return await signInGoogleUser(db, profile);
  } catch (err) {
    // A parallel first sign-in with the same Google account created it a moment ago: use that one.
    if (!isUniqueViolation(err)) throw err;
    return signInGoogleUser(db, profile);
  }
};
