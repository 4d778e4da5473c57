import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { authMessages } from "../contract/auth";
import { moderationMessages } from "../contract/moderation";
import { PERMANENT_FROM } from "../contract/moderation-states";
import { users } from "../db/schema";
import { getDb, getLaggingDb, type Db } from "../db/client";
import type { Member } from "../shared/app-env";
import { httpError } from "../shared/errors";
import { verifyToken, type TokenClaims } from "./jwt";

type MemberEnv = { Bindings: Env; Variables: { member: Member } };

const bearerToken = (header: string | undefined) => /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header ?? "")?.[1] ?? null;

const memberRow = (db: Db, id: string) => db.query.users.findFirst({ where: eq(users.id, id) });

/** The claims of the request's member token, or null for none, a forged, expired or another role's. */
const memberClaims = async (env: Env, authorization: string | undefined) => {
  const token = bearerToken(authorization);
  return token ? verifyToken(env, "member", token) : null;
};

/** The row when the token still matches the account's version: a password reset bumps it, ending older sessions. */
const current = (user: Member | undefined, claims: TokenClaims) => (user && user.tokenVersion === claims.ver ? user : null);

/** The member a request's bearer token names, or null. */
const findMember = async (db: Db, env: Env, authorization: string | undefined) => {
  const claims = await memberClaims(env, authorization);
  return claims && current(await memberRow(db, claims.sub), claims);
};

/**
 * The same for a vote, a submission or a report, read first where it may lag (README.md, "Databases",
 * directory reads): a replica near the member, not the primary every write otherwise starts on. A token
 * newer than the replica's row (signed after a reset the replica has not seen) is the member's own; only a
 * refusal (no row, an older token, not verified, suspended) is read again on the primary before it stands,
 * so a replica's delay never refuses a member the primary would let in.
 */
const findActiveMember = async (c: Context<MemberEnv>) => {
  const claims = await memberClaims(c.env, c.req.header("Authorization"));
  if (!claims) return null;
  const [replica, primary] = [getLaggingDb(c), getDb(c)];
  const lagging = await memberRow(replica, claims.sub);
  if (lagging && claims.ver >= lagging.tokenVersion && mayAct(lagging)) return lagging;
  return current(replica === primary ? lagging : await memberRow(primary, claims.sub), claims);
};

const suspended = (member: Member) => member.suspendedUntil !== null && member.suspendedUntil.getTime() > Date.now();
const mayAct = (member: Member) => member.isVerified && !suspended(member);

const signInRequired = () => httpError(401, authMessages.signInRequired, { "WWW-Authenticate": "Bearer" });

/** 401 without a valid member token; unverified members pass (GET /auth/loggedin answers them). */
export const requireMember = createMiddleware<MemberEnv>(async (c, next) => {
  const member = await findMember(getDb(c), c.env, c.req.header("Authorization"));
  if (!member) throw signInRequired();
  c.set("member", member);
  await next();
});

/** For member actions (submit, vote, follow): also 403 until the e-mail address is verified. */
export const requireVerifiedMember = createMiddleware<MemberEnv>(async (c, next) => {
  const member = await findMember(getDb(c), c.env, c.req.header("Authorization"));
  if (!member) throw signInRequired();
  if (!member.isVerified) throw httpError(403, authMessages.verifyFirst);
  c.set("member", member);
  await next();
});

/**
 * For posting, voting and reporting: a verified member who is not suspended (README.md, "Moderation"). A
 * suspended member still signs in, reads and manages their account; only these answer 403 with the end date.
 */
export const requireActiveMember = createMiddleware<MemberEnv>(async (c, next) => {
  const member = await findActiveMember(c);
  if (!member) throw signInRequired();
  if (!member.isVerified) throw httpError(403, authMessages.verifyFirst);
  if (suspended(member)) {
    const permanent = member.suspendedUntil!.getTime() >= PERMANENT_FROM;
    throw httpError(403, moderationMessages.suspended(permanent ? null : member.suspendedUntil));
  }
  c.set("member", member);
  await next();
});

/** Sets the member when a valid token comes along and ignores anything else (public reads, e.g. viewerVote). */
export const optionalMember = createMiddleware<{ Bindings: Env; Variables: { member?: Member } }>(async (c, next) => {
  const member = await findMember(getDb(c), c.env, c.req.header("Authorization"));
  if (member) c.set("member", member);
  await next();
});
