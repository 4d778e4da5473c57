import { errors, jwtVerify, SignJWT } from "jose";
import { signingKey } from "../shared/signing-key";

// Session tokens: HS256 only, one audience a role so a member token never opens a staff route,
// `ver` = the account's token_version so a password reset ends every older session.

export type Role = "member" | "admin" | "editor";

const ROLES: Record<Role, { audience: string; lifetime: string }> = {
  member: { audience: "plaza:member", lifetime: "7d" },
  admin: { audience: "plaza:admin", lifetime: "12h" },
  editor: { audience: "plaza:editor", lifetime: "12h" },
};
const ISSUER = "plaza";
const ALGORITHM = "HS256";
export type TokenClaims = { sub: string; ver: number };

export const signToken = async (env: Env, role: Role, claims: TokenClaims) =>
  new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(ROLES[role].audience)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(ROLES[role].lifetime)
    .sign(signingKey(env));

/** The claims of a valid token for `role`, or null for anything forged, expired, malformed or for another role. */
export const verifyToken = async (env: Env, role: Role, token: string): Promise<TokenClaims | null> => {
  const key = signingKey(env); // outside the try: a misconfiguration is a 500, not "signed out"
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ROLES[role].audience,
      requiredClaims: ["sub", "exp"],
    });
    if (typeof payload.sub !== "string" || !Number.isInteger(payload.ver)) return null;
    return { sub: payload.sub, ver: payload.ver as number };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
};

export const signMemberToken = (env: Env, user: { id: string; tokenVersion: number }) =>
  signToken(env, "member", { sub: user.id, ver: user.tokenVersion });
