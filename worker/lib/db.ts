import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import * as schema from "../db/schema";

// D1 read replication (DESIGN §1). Every API request runs its queries in one D1 session
// (`env.DB.withSession`): reads may go to a nearby replica, and the session stays sequentially consistent.
// A client that wrote something gets the session's bookmark back in `X-D1-Bookmark` and sends it on its
// next requests, which then read from a replica at least as new as its own write (read-your-writes).
// The queue consumer and the CLI have no request and no client to hand a bookmark to: they use env.DB.

export const BOOKMARK_HEADER = "X-D1-Bookmark";

// D1's bookmarks: four hex fields, e.g. 00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683 (local D1
// makes the same shape). Anything else is ignored: local D1 would echo it back as the session's bookmark.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** The client's bookmark when it is one; a missing or malformed header is no bookmark (never an error). */
export const requestedBookmark = (header: string | undefined | null) => {
  const value = header?.trim();
  return value && BOOKMARK.test(value) ? value : null;
};

// drizzle-orm/d1 types its client as D1Database but only ever calls prepare() and batch(), which a
// D1DatabaseSession has too (batch() included: the session runs it as one unit, like the database does).
const drizzleOver = (client: D1Database | D1DatabaseSession) => drizzle(client as D1Database, { schema });

export type Db = ReturnType<typeof drizzleOver>;

// The request's session-bound database, on every Hono context (c.var.db) once `d1Session` ran.
declare module "hono" {
  interface ContextVariableMap {
    db?: Db;
  }
}

/** What a Hono context offers getDb: the bindings and its variables. */
type RequestScope = { env: Env; var: { db?: Db } };

/**
 * The database for this request: its D1 session (set by `d1Session`), so reads and writes share the
 * session's consistency and its bookmark. Outside a request (queue consumer, CLI, seed) pass `env`:
 * plain env.DB on the primary. A context without the middleware (a test's throwaway app) gets env.DB too.
 */
export function getDb(source: RequestScope | Env): Db {
  if ("DB" in source) return drizzleOver(source.DB);
  return source.var.db ?? drizzleOver(source.env.DB);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Opens the request's D1 session and hands back its bookmark. Without a bookmark a read may start on any
 * replica ("first-unconstrained"); a write starts on the primary ("first-primary"), so the checks it
 * makes before writing see the newest rows. Every answer whose session ran a query carries the bookmark
 * (errors too: a failed request may have written before failing); the edge cache drops it from anonymous
 * public reads, so visitors who never wrote keep sending requests it can answer.
 */
export const d1Session = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const bookmark = requestedBookmark(c.req.header(BOOKMARK_HEADER));
  const write = !SAFE_METHODS.has(c.req.method);
  const session = c.env.DB.withSession(bookmark ?? (write ? "first-primary" : "first-unconstrained"));
  c.set("db", drizzleOver(session));
  await next();
  const latest = session.getBookmark();
  if (latest) c.header(BOOKMARK_HEADER, latest);
});
