import { createMiddleware } from "hono/factory";
import { drizzleOver, type Db } from "../db/client";
import { BOOKMARK_HEADER } from "../contract/wire";

// D1 read replication. Every API request runs its queries in one D1 session (`env.DB.withSession`): reads
// may go to a nearby replica, and the session stays sequentially consistent. A client that wrote something
// gets the session's bookmark back in `X-D1-Bookmark` and sends it on its next requests, which then read
// from a replica at least as new as its own write (read-your-writes).

// D1's bookmarks: four hex fields, e.g. 00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683 (local D1
// makes the same shape). Anything else is ignored: local D1 would echo it back as the session's bookmark.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** The client's bookmark when it is one; a missing or malformed header is no bookmark (never an error). */
export const requestedBookmark = (header: string | undefined | null) => {
  const value = header?.trim();
  return value && BOOKMARK.test(value) ? value : null;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request's drizzle client, made when a handler first uses it. Hono keeps a variable as a plain value,
 * so the variable is a proxy that makes the client on its first use (README.md, "Performance": a route that
 * never reads D1, /api/health or /api/site, then builds no client and opens no session).
 */
const onFirstUse = (make: () => Db): Db => {
  let db: Db | undefined;
  const made = () => (db ??= make());
  return new Proxy({} as Db, {
    get: (_, key) => Reflect.get(made(), key),
    set: (_, key, value) => Reflect.set(made(), key, value),
    has: (_, key) => Reflect.has(made(), key),
  });
};

/**
 * Gives the request its D1 session, opened when a handler first uses the database, and hands back its
 * bookmark. Without a bookmark a read may start on any replica ("first-unconstrained"); a write starts on
 * the primary ("first-primary"), so the checks it makes before writing see the newest rows. Every answer
 * whose session ran a query carries the bookmark (errors too: a failed request may have written before
 * failing); the edge cache drops it from anonymous public reads, so visitors who never wrote keep sending
 * requests it can answer. A session never opened answers the bookmark it was asked for, as D1's session
 * that ran no query does.
 */
export const d1Session = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const bookmark = requestedBookmark(c.req.header(BOOKMARK_HEADER));
  let session: D1DatabaseSession | undefined;
  c.set(
    "db",
    onFirstUse(() => {
      const write = !SAFE_METHODS.has(c.req.method);
      session = c.env.DB.withSession(bookmark ?? (write ? "first-primary" : "first-unconstrained"));
      return drizzleOver(session);
    }),
  );
  await next();
  const latest = session ? session.getBookmark() : bookmark;
  if (latest) c.header(BOOKMARK_HEADER, latest);
});
