import { errors, jwtVerify, SignJWT } from "jose";
import { NOTIFICATION_REASONS, type NotificationReason } from "../contract/statuses";
import { signingKey } from "../shared/signing-key";

// The token in a notification mail's unsubscribe links: signed (HS256) for one member and one e-mail
// category, under its own audience so it never opens a session and a session token never unsubscribes.
// It does not expire: RFC 8058 one-click links are used weeks after the mail arrived, and all it can do
// is turn one kind of e-mail off for one member.

const AUDIENCE = "plaza:unsubscribe";
const ISSUER = "plaza";
const ALGORITHM = "HS256";

type SigningEnv = Pick<Env, "JWT_SECRET" | "ENVIRONMENT">;

export type UnsubscribeClaims = { userId: string; category: NotificationReason };

export const signUnsubscribeToken = (env: SigningEnv, claims: UnsubscribeClaims) =>
  new SignJWT({ cat: claims.category })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.userId)
    .sign(signingKey(env));

/** The member and category a token names, or null for anything tampered with, forged or malformed. */
export async function verifyUnsubscribeToken(env: SigningEnv, token: string): Promise<UnsubscribeClaims | null> {
  const key = signingKey(env); // outside the try: a misconfiguration is a 500, not a bad link
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ["sub"] });
    const category = NOTIFICATION_REASONS.find((reason) => reason === payload.cat);
    return typeof payload.sub === "string" && category ? { userId: payload.sub, category } : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
