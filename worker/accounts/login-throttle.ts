import { eq, lt, sql } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { signInWaitMessage } from "../contract/auth";
import type { Db } from "../db/client";
import { loginThrottles } from "../db/throttle-schema";
import { httpError } from "../shared/errors";

// Failed sign-ins per account (README.md, "Sign-in throttling"): the first 5 in a row are free; after the
// n-th, the next attempt on that account must wait 2^(n−5) seconds, at most 15 minutes; an hour without
// attempts starts the count over. Each attempt is counted as a failure BEFORE the password is checked, in
// one conditional upsert, so parallel guesses cannot all slip through while the count is low; a correct
// password clears it. Guessing slows to at most about 20 tries an hour per account, while the owner is never
// locked out for good: a trusted browser has its own count (http/sign-in-guard.ts), and a password reset
// clears the account's.

export const FREE_FAILURES = 5;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;
const QUIET_RESET_MS = 60 * 60_000;

const t = loginThrottles;

/** Whose failures are counted: an account by its login name, or one trusted browser. */
export type ThrottleKey = `${"member" | "admin" | "editor" | "device"}:${string}`;

/** One attempt claimed for `key`: the failures in a row it makes if the password proves wrong. 429 while `key` waits. */
async function claimAttempt(db: Db, key: ThrottleKey, now: number, canResetPassword: boolean): Promise<number> {
  const failures = sql`(CASE WHEN ${t.lastAttemptAt} < ${now - QUIET_RESET_MS} THEN 1 ELSE ${t.failures} + 1 END)`;
  const delay = sql`(CASE WHEN ${failures} < ${FREE_FAILURES} THEN 0 ELSE min(${BASE_DELAY_MS} << min(${failures} - ${FREE_FAILURES}, 20), ${MAX_DELAY_MS}) END)`;
  const [claimed] = await db
    .insert(t)
    .values({ key, failures: 1, lockedUntil: 0, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures, lockedUntil: sql`${now} + ${delay}`, lastAttemptAt: now },
      setWhere: sql`${t.lockedUntil} <= ${now}`,
    })
    .returning({ failures: t.failures });
  if (claimed) return claimed.failures;

  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.key, key));
  const seconds = Math.max(1, Math.ceil(((row?.lockedUntil ?? now) - now) / 1000));
  throw httpError(429, signInWaitMessage(seconds, canResetPassword), { "Retry-After": String(seconds) });
}

/** Forgets the failures of `key`: its owner proved the password, or reset it. */
export const clearThrottle = (db: Db, key: ThrottleKey) => db.delete(t).where(eq(t.key, key));

const wrongPassword = (err: unknown) => err instanceof HTTPException && err.status === 401;

/**
 * Runs one sign-in `attempt` under the throttle of `key`. A 401 stays counted; anything else (signed in,
 * or the right password of an unverified account) clears it. `onRepeatedFailures` runs once per run of
 * failures, when it reaches the point where delays begin: the moment to tell the owner.
 */
export async function throttledSignIn<T>(
  db: Db,
  key: ThrottleKey,
  attempt: () => Promise<T>,
  options: { canResetPassword: boolean; onRepeatedFailures?: () => void },
): Promise<T> {
  const failures = await claimAttempt(db, key, Date.now(), options.canResetPassword);
  try {
    const result = await attempt();
    await clearThrottle(db, key);
    return result;
  } catch (err) {
    if (!wrongPassword(err)) await clearThrottle(db, key);
    else if (failures === FREE_FAILURES) options.onRepeatedFailures?.();
    throw err;
  }
}

/** Deletes counts idle for over an hour (they would start over anyway). The count deleted. */
export async function purgeIdleThrottles(db: Db, now = Date.now()) {
  const { meta } = await db.delete(t).where(lt(t.lastAttemptAt, now - QUIET_RESET_MS));
  return meta.changes;
}
