import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { decodeJwt } from "jose";
import { authMessages } from "../contract/auth";
import { commonMessages } from "../contract/messages";
import { admins, editors } from "../db/schema";
import { getDb, type Db } from "../db/client";
import type { AdminStaff, EditorStaff, Staff } from "../shared/app-env";
import { httpError } from "../shared/errors";
import { signToken, verifyToken, type Role } from "./jwt";

// Back-office sessions: admin and editor tokens are the generic JWTs of ./jwt with their own
// audience and a 12 h lifetime. Every request re-reads the account, so a deleted editor or a password
// change (token_version bump) ends the session at once — the token alone never grants anything.

export type StaffRole = Exclude<Role, "member">;

export const signStaffToken = (env: Env, role: StaffRole, id: string, tokenVersion: number) =>
  signToken(env, role, { sub: id, ver: tokenVersion });

const AUDIENCE_ROLE: Record<string, Role> = { "plaza:member": "member", "plaza:admin": "admin", "plaza:editor": "editor" };

const bearerToken = (header: string | undefined) => /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header ?? "")?.[1] ?? null;

/**
 * Which role a token is really signed for, or null. The unverified `aud` only picks which audience to
 * verify against; the signature, issuer, audience and expiry are then checked as usual.
 */
const verifiedRole = async (env: Env, token: string) => {
  let audience: unknown;
  try {
    audience = decodeJwt(token).aud;
  } catch {
    return null;
  }
  const role = typeof audience === "string" ? AUDIENCE_ROLE[audience] : undefined;
  if (!role) return null;
  const claims = await verifyToken(env, role, token);
  return claims ? { role, claims } : null;
};

/** The account a verified staff token names, only while it exists and its token version still matches. */
const loadStaff = async (db: Db, role: StaffRole, sub: string, ver: number): Promise<Staff | null> => {
  if (role === "admin") {
    const admin = await db.query.admins.findFirst({ where: eq(admins.id, sub) });
    return admin && admin.tokenVersion === ver ? { role, id: admin.id, admin } : null;
  }
  const editor = await db.query.editors.findFirst({ where: eq(editors.id, sub) });
  return editor && editor.tokenVersion === ver ? { role, id: editor.id, editor } : null;
};

// 401 asks the back office to sign in again; 403 is a valid sign-in of a
// kind this route does not admit.
const signInAgain = () => httpError(401, authMessages.sessionExpired, { "WWW-Authenticate": "Bearer" });
const notAllowed = () => httpError(403, commonMessages.forbidden);

const authenticate = async (db: Db, env: Env, authorization: string | undefined, allowed: readonly StaffRole[]) => {
  const token = bearerToken(authorization);
  if (!token) throw signInAgain();
  const verified = await verifiedRole(env, token);
  if (!verified) throw signInAgain(); // forged, expired, malformed or of an unknown audience
  const { role, claims } = verified;
  if (role === "member" || !allowed.includes(role)) throw notAllowed();
  const staff = await loadStaff(db, role, claims.sub, claims.ver);
  if (!staff) throw signInAgain(); // account deleted or its password changed since
  return staff;
};

/** Admin-only routes: 401 without a valid staff session, 403 for a member or an editor. */
export const requireAdmin = createMiddleware<{ Bindings: Env; Variables: { staff: AdminStaff } }>(async (c, next) => {
  c.set("staff", (await authenticate(getDb(c), c.env, c.req.header("Authorization"), ["admin"])) as AdminStaff);
  await next();
});

/** Routes for admins and editors alike (page management): 401 without a staff session, 403 for a member. */
export const requireStaff = createMiddleware<{ Bindings: Env; Variables: { staff: Staff } }>(async (c, next) => {
  c.set("staff", await authenticate(getDb(c), c.env, c.req.header("Authorization"), ["admin", "editor"]));
  await next();
});

/** The editor layout's own check (GET /editor/loggedin): an admin token there is a 403, not a session. */
export const requireEditor = createMiddleware<{ Bindings: Env; Variables: { staff: EditorStaff } }>(async (c, next) => {
  c.set("staff", (await authenticate(getDb(c), c.env, c.req.header("Authorization"), ["editor"])) as EditorStaff);
  await next();
});
