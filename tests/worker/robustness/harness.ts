import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import type { ErrorEnvelope } from "../../../worker/contract/wire";
import { bearer, call, freshIp } from "../support/client";
import { insertAdmin, insertEditor, signedInMember } from "../support/factories";
import { fakeGoogle, googleClaims, GOOGLE_ENV } from "../support/google-fake";
import { memberHash } from "./fixtures";
import { buildPath, type Route, type Valid, type Who } from "./routes";
import { directory } from "../../../worker/db/placement";

// Shared by the robustness tests: one way to send a raw request (the whole app, Google configured so its
// routes get past the 503, waitUntil work finished before the answer is judged), callers of every kind, the
// check of the error envelope and a snapshot of all stored state. Requests are raw on purpose: they carry
// what the typed client cannot express.

/** fast-check's seed for every property here; a failure prints it with the path to replay. */
export const SEED = 20_260_517;

/**
 * The statuses an error may have: the client's fault, each with its meaning (bad input, not signed in, not
 * allowed, not found, conflict, too large, wrong media type, an image of too many pixels, too many requests);
 * never a 5xx for bad input.
 */
const HONEST = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

/** Google's token endpoint answers every code exchange (any other outbound call fails), so the callback can succeed. */
export const withFakeGoogle = () => {
  beforeEach(() => void fakeGoogle(googleClaims()));
  afterEach(() => void vi.restoreAllMocks());
};

export type Sent = { path?: string; query?: string; headers?: Record<string, string>; body?: BodyInit | null };

/** One request through the app; a fresh CF-Connecting-IP unless the caller sets one, so per-IP limits stay apart. */
export const hit = (method: string, target: string, init: Omit<Sent, "path" | "query"> = {}) =>
  call(target, { method, headers: { "CF-Connecting-IP": freshIp(), ...init.headers }, body: init.body ?? null }, GOOGLE_ENV);

/** The valid request of a route, with any part overridden; the body follows the route's own kind. */
export const sendValid = (route: Route, valid: Valid, over: Sent = {}) => {
  const query = over.query ?? (valid.query ? `?${new URLSearchParams(valid.query)}` : "");
  const target = (over.path ?? buildPath(route, valid.params)) + query;
  const headers: Record<string, string> = route.body === "json" ? { "Content-Type": "application/json" } : {};
  const body = route.body === "json" ? JSON.stringify(valid.json ?? {}) : route.body === "form" ? valid.form!() : null;
  return hit(route.method, target, { headers: { ...headers, ...over.headers }, body: over.body === undefined ? body : over.body });
};

export type Caller = "anonymous" | "unverified" | "member" | "suspended" | "editor" | "admin" | "expired" | "forged";

const jwt = (audience: string, sub: string, secret: string, expiresAt: number) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("plaza")
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

const FORGER_SECRET = "a-forger-s-own-secret-of-more-than-32-chars";

/**
 * Headers for a caller. Expired and forged tokens are of the route's own kind (a member token for member
 * routes, an editor token for the editor route, else an admin token) and name a real account, to be fair.
 */
export const headersFor = async (caller: Caller, who: Who = "admin"): Promise<Record<string, string>> => {
  const now = Math.floor(Date.now() / 1000);
  switch (caller) {
    case "anonymous":
      return {};
    // Members sign in with PASSWORD, which their own account's routes ask for again.
    case "unverified":
      return (await signedInMember({ isVerified: false, passwordHash: await memberHash() })).auth;
    case "member":
      return (await signedInMember({ passwordHash: await memberHash() })).auth;
    case "suspended": // by an admin, for a week (README.md, "Moderation")
      return (await signedInMember({ passwordHash: await memberHash(), suspendedUntil: new Date(Date.now() + 7 * 86_400_000), suspensionReason: "Advertising." })).auth;
    case "editor": {
      const editor = await insertEditor();
      return bearer(await signStaffToken(env, "editor", editor.id, editor.tokenVersion));
    }
    case "admin": {
      const admin = await insertAdmin();
      return bearer(await signStaffToken(env, "admin", admin.id, admin.tokenVersion));
    }
    case "expired":
    case "forged": {
      const role = who === "member" || who === "verified" ? "member" : who === "editor" ? "editor" : "admin";
      const account = role === "member" ? (await signedInMember()).member : role === "editor" ? await insertEditor() : await insertAdmin();
      const [secret, exp] = caller === "expired" ? [env.JWT_SECRET ?? "", now - 60] : [FORGER_SECRET, now + 3600];
      return bearer(await jwt(`plaza:${role}`, account.id, secret, exp));
    }
  }
};

/** Headers of a caller the route admits (fresh, so per-member rate limits never run out). */
export const allowedHeaders = (who: Who) =>
  headersFor(who === "public" ? "anonymous" : who === "staff" ? "editor" : who === "member" || who === "verified" ? "member" : who);

/** Never a 5xx for bad input; every error is the JSON envelope { message } (plus issues) with an honest status. */
export const expectHonest = async (res: Response, label: string) => {
  expect(res.status, `${label}: status`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(HONEST.has(res.status), `${label}: ${res.status} is not an honest error status`).toBe(true);
  expect(res.headers.get("Content-Type"), `${label}: error media type`).toMatch(/^application\/json/);
  // Read as the envelope it must be, then checked field by field: a body of another shape fails below.
  const body = (await res.json()) as ErrorEnvelope;
  expect(typeof body.message, `${label}: message`).toBe("string");
  expect(body.message.length, `${label}: message`).toBeGreaterThan(0);
  expect(Object.keys(body).filter((k) => k !== "message" && k !== "issues"), `${label}: envelope keys`).toEqual([]);
  if (res.status === 429) expect(res.headers.get("Retry-After"), `${label}: Retry-After`).toBeTruthy();
};

// Columns the scoring queue fills in on its own time, after an earlier accepted submission.
const ASYNC_COLUMNS = /^(ai_|scored_at)/;
// Tables a refused request writes on purpose: a wrong password is counted (README.md, "Sign-in throttling").
const COUNTED_REFUSALS = ["login_throttles"];
let dumps: D1PreparedStatement[] | undefined;

/**
 * One statement per table: its row count and every row as each column's length, head and tail, in rowid
 * order. The full-text indexes (`*_fts*`, virtual tables and their shadow tables) are left out: they only
 * mirror the tables they index, through triggers.
 */
const prepareDumps = async () => {
  const tables = await directory(env).prepare(
    "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_cf\\_%' escape '\\' and name not like '%\\_fts%' escape '\\' and name <> 'd1_migrations' order by name",
  ).all<{ name: string; sql: string }>();
  const stored = tables.results.filter(({ name }) => !COUNTED_REFUSALS.includes(name));
  return Promise.all(
    stored.map(async ({ name, sql }) => {
      const info = (await directory(env).prepare(`pragma table_info("${name}")`).all<{ name: string; pk: number }>()).results;
      const columns = info.filter((c) => !ASYNC_COLUMNS.test(c.name));
      const row = columns.map(({ name: c }) => `coalesce(length("${c}") || ':' || substr("${c}", 1, 64) || substr("${c}", -64), '-')`).join(" || '|' || ");
      // A WITHOUT ROWID table (votes, README.md "Votes on disk") is in its primary key's order.
      const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => `"${c.name}"`);
      const order = /WITHOUT ROWID\s*$/i.test(sql) ? key.join(", ") : "rowid";
      return directory(env).prepare(`select '${name}' as t, count(*) as n, group_concat(r, char(10)) as rows from (select ${row} as r from "${name}" order by ${order})`);
    }),
  );
};

/**
 * A cheap checksum of all stored state: every table (minus the queue's columns), each value by its length,
 * head and tail, in one D1 round trip; and every R2 key. Equal snapshots = nothing was written.
 */
export const snapshot = async (withImages = true) => {
  dumps ??= await prepareDumps();
  const tables = await directory(env).batch(dumps);
  const keys = withImages ? (await env.IMAGES.list({ limit: 1000 })).objects.map((o) => o.key) : [];
  return JSON.stringify([tables.map((t) => t.results), keys]);
};

/**
 * Sends and judges one request: honest answer, and no stored change when it was refused (or when the route
 * never writes at all).
 */
export const judged = async (label: string, route: Route, send: () => Promise<Response>) => {
  const images = route.body === "form"; // the only routes that write to R2
  const before = await snapshot(images);
  const res = await send();
  const status = res.status;
  await expectHonest(res, label);
  if (status >= 400 || !route.writes) expect(await snapshot(images), `${label}: ${status} changed stored state`).toBe(before);
  return status;
};

/**
 * The valid request and an admitted caller for each run of a property. Made once per property unless a run
 * may spend them: a writing route's request (mailed tokens, OAuth states, editors to remove) is made afresh,
 * and so is a verified member (submitting and voting are rate limited per member).
 */
export const perRun = (route: Route) => {
  let valid: Promise<Valid> | undefined;
  let headers: Promise<Record<string, string>> | undefined;
  return async () => {
    const caller = await (route.who === "verified" ? allowedHeaders(route.who) : (headers ??= allowedHeaders(route.who)));
    return { valid: await (route.writes ? route.valid(caller) : (valid ??= route.valid(caller))), headers: caller };
  };
};
