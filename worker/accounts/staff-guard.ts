import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { decodeJwt } from "jose";
import { authMessages } from "../contract/auth";
import { commonMessages } from "../contract/messages";
import { jurisdictions } from "../db/jurisdiction-schema";
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

/**
 * The account a verified staff token names, only while it exists and its token version still matches, with the
 * jurisdiction it administers (one LEFT JOIN: a national admin has none). An account naming a jurisdiction
 * that is not there reaches nothing rather than everything: no session.
 */
const loadStaff = async (db: Db, role: StaffRole, sub: string, ver: number): Promise<Staff | null> => {
  const table = role === "admin" ? admins : editors;
  const [row] = await db
    .select({ account: table, jurisdiction: jurisdictions })
    .from(table)
    .leftJoin(jurisdictions, eq(jurisdictions.id, table.jurisdictionId))
    .where(eq(table.id, sub))
    .limit(1);
  if (!row || row.account.tokenVersion !== ver || (row.account.jurisdictionId !== null && !row.jurisdiction)) return null;
  const { jurisdiction } = row;
  return role === "admin"
    ? { role, id: sub, admin: row.account as typeof admins.$inferSelect, jurisdiction }
    : { role, id: sub, editor: row.account as typeof editors.$inferSelect, jurisdiction };
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

/** Whether a request carries a token meant for the back office (its unverified audience; checked in full after). */
const carriesStaffToken = (authorization: string | undefined) => {
  const token = bearerToken(authorization);
  if (!token) return false;
  try {
    const audience = decodeJwt(token).aud;
    return audience === "plaza:admin" || audience === "plaza:editor";
  } catch {
    return false;
  }
};

/**
 * Public reads the back office also makes (GET /api/entity/admin): a staff token narrows them to the staff
 * member's reach (README.md, "Staff per jurisdiction") and must then be a valid one (401 otherwise); without
 * one, or with a member's, the read is anonymous, as the original client makes it.
 */
export const optionalStaff = createMiddleware<{ Bindings: Env; Variables: { staff?: Staff } }>(async (c, next) => {
  const authorization = c.req.header("Authorization");
  if (carriesStaffToken(authorization)) c.set("staff", await authenticate(getDb(c), c.env, authorization, ["admin", "editor"]));
  await next();
});
