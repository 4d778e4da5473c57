import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { throttledSignIn, type ThrottleKey } from "../accounts/login-throttle";
import { getDb } from "../db/client";
import type { AppEnv } from "../shared/app-env";
import { sha256Hex } from "../shared/digest";
import { signingKey } from "../shared/signing-key";
import { clientIp } from "./client-address";
import { rateLimit } from "./rate-limit";

// Every password sign-in (members, admins, editors) goes through here (README.md, "Sign-in throttling"):
//   1. per address (IPv4, or IPv6 /64) across all accounts: LOGIN_IP_LIMITER, 30 a minute — one host
//      cannot spray a password over many accounts;
//   2. per account, from any address: exponential delays after 5 failures in a row
//      (accounts/login-throttle.ts) — many hosts cannot guess one account's password quickly.
// A browser that has signed in to the account before carries a signed "device cookie" (OWASP's device
// cookie pattern) and is counted on its own in step 2, so an attacker hammering the account from elsewhere
// does not keep the owner out of their own browser. Staff can also trust a new browser with a one-time link
// (README.md, "Sign-in throttling"), since a stranger must never be able to keep them out.

type Account = { kind: "member" | "admin" | "editor"; login: string };

const DEVICE_COOKIE = "plaza_device";
const DEVICE_COOKIE_DAYS = 180;

const accountKey = ({ kind, login }: Account): ThrottleKey => `${kind}:${login.toLowerCase()}`;
/** The part of the device cookie that ties it to one account, without putting the address in a cookie. */
const accountTag = async (account: Account) => (await sha256Hex(accountKey(account))).slice(0, 32);

/** The trusted-browser id of the device cookie, when it was issued for this account; else null. */
async function trustedDevice(c: Context<AppEnv>, account: Account): Promise<string | null> {
  const value = await getSignedCookie(c, signingKey(c.env), DEVICE_COOKIE);
  if (!value) return null;
  const [device, tag] = value.split(".");
  return device && tag === (await accountTag(account)) ? device : null;
}

/**
 * Makes this browser trusted for `account` (a new device id): on every successful sign-in, and when a staff
 * member spends a browser-trust link (accounts/browser-trust.ts), so a stranger's failures on the account
 * never keep them out of this browser.
 */
export async function trustThisDevice(c: Context<AppEnv>, account: Account) {
  const value = `${crypto.randomUUID()}.${await accountTag(account)}`;
  await setSignedCookie(c, DEVICE_COOKIE, value, signingKey(c.env), {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Strict",
    path: "/api",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/**
 * Runs `attempt` (checks the password; throws 401 when it is wrong) behind the two limits above; on
 * success this browser becomes trusted for the account. `onRepeatedFailures` tells the owner (members).
 */
export async function guardSignIn<T>(
  c: Context<AppEnv>,
  account: Account,
  attempt: () => Promise<T>,
  onRepeatedFailures?: () => void,
): Promise<T> {
  await rateLimit(c.env.LOGIN_IP_LIMITER, `login-ip:${clientIp(c)}`);
  const device = await trustedDevice(c, account);
  const key: ThrottleKey = device ? `device:${device}` : accountKey(account);
  const options = { canResetPassword: account.kind === "member", onRepeatedFailures: device ? undefined : onRepeatedFailures };
  const result = await throttledSignIn(getDb(c), key, attempt, options);
  await trustThisDevice(c, account);
  return result;
}
