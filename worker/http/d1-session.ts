import { createMiddleware } from "hono/factory";
import { drizzleOver } from "../db/client";
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
