import { createMiddleware } from "hono/factory";
import { drizzleOver, type Db } from "../db/client";
import { databaseNamed, directory, DIRECTORY, isDatabaseName, type DatabaseName } from "../db/placement";
import { BOOKMARK_HEADER } from "../contract/wire";

// D1 read replication. Every API request runs its queries in one D1 session of the directory (the database
// that holds everything today, db/placement.ts): reads may go to a nearby replica, and the session stays
// sequentially consistent. A client that wrote something gets the session's bookmark back in `X-D1-Bookmark`
// and sends it on its next requests, which then read from a replica at least as new as its own write.
//
// One header for several databases (README.md, "Databases", bookmarks): a comma-separated list whose bare
// entry is the directory's bookmark, as it always was, and `<database>=<bookmark>` entries for the others
// (`…, shard-3=00000012-…`). A request answers the list it was sent with the bookmarks of the sessions it
// ran brought up to date, so a client keeps a shard's bookmark through requests that only read the directory.

// D1's bookmarks: four hex fields, e.g. 00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683 (local D1
// makes the same shape). Anything else is ignored: local D1 would echo it back as the session's bookmark.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** The client's bookmark when it is one; a missing or malformed header is no bookmark (never an error). */
export const requestedBookmark = (header: string | undefined | null) => {
  const value = header?.trim();
  return value && BOOKMARK.test(value) ? value : null;
};

const MAX_HEADER = 1_000; // nine entries of ~75 characters, with room to spare

/** The bookmarks a client sent, by database; entries that are no bookmark of a known database are ignored. */
export function requestedBookmarks(header: string | undefined | null): Map<DatabaseName, string> {
  const found = new Map<DatabaseName, string>();
  if (!header || header.length > MAX_HEADER) return found;
  for (const entry of header.split(",")) {
    const [name, value] = entry.includes("=") ? entry.split("=", 2).map((s) => s.trim()) : [DIRECTORY, entry];
    const bookmark = requestedBookmark(value);
    if (name && isDatabaseName(name) && bookmark && !found.has(name)) found.set(name, bookmark);
  }
  return found;
}

/** The header for `bookmarks`: the directory's bare and first, as a single-database client reads it. */
export const bookmarkHeader = (bookmarks: Map<DatabaseName, string>) =>
  [...bookmarks].sort(([a], [b]) => Number(b === DIRECTORY) - Number(a === DIRECTORY)).map(([name, value]) => (name === DIRECTORY ? value : `${name}=${value}`)).join(", ");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A session that counts the statements it prepares: one a query, each statement of a batch its own. */
const counted = (session: D1DatabaseSession, tally: { statements: number }) =>
  new Proxy(session, {
    get(target, key) {
      if (key === "prepare") return (query: string) => (tally.statements++, target.prepare(query));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

/**
 * What a request asked of D1, as a Server-Timing header (a browser's network panel shows it): statements on
 * its session, and on the lagging reads of a write (README.md, "Databases", directory reads).
 */
const serverTiming = (session: { statements: number } | null, lagging: { statements: number }) =>
  [
    ...(session ? [`d1-session;desc="${session.statements} statements"`] : []),
    ...(lagging.statements ? [`d1-lagging;desc="${lagging.statements} statements"`] : []),
  ].join(", ");

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
  const bookmarks = requestedBookmarks(c.req.header(BOOKMARK_HEADER));
  const bookmark = bookmarks.get(DIRECTORY);
  let session: D1DatabaseSession | undefined;
  const write = !SAFE_METHODS.has(c.req.method);
  const [ran, lagged] = [{ statements: 0 }, { statements: 0 }];
  c.set(
    "db",
    onFirstUse(() => {
      session = directory(c.env).withSession(bookmark ?? (write ? "first-primary" : "first-unconstrained"));
      return drizzleOver(counted(session, ran));
    }),
  );
  // A write's reads that may lag (its member check) go to a replica of their own, from the client's bookmark.
  if (write) c.set("laggingDb", onFirstUse(() => drizzleOver(counted(directory(c.env).withSession(bookmark ?? "first-unconstrained"), lagged))));
  // The other databases a request reads (a member's own activity on the shards they wrote to): a session of
  // each, opened on first use from its own bookmark, its statements counted with the session's.
  const others = new Map<DatabaseName, { session: D1DatabaseSession; db: Db }>();
  c.set("dbNamed", (name: DatabaseName) => {
    if (name === DIRECTORY) return c.var.db!;
    const opened = others.get(name);
    if (opened) return opened.db;
    const other = databaseNamed(c.env, name).withSession(bookmarks.get(name) ?? (write ? "first-primary" : "first-unconstrained"));
    others.set(name, { session: other, db: drizzleOver(counted(other, ran)) });
    return others.get(name)!.db;
  });
  await next();
  // A request whose only read was a lagging one (a hot motion's vote, README.md "Hot motions") says so too.
  if (session || others.size || lagged.statements) c.header("Server-Timing", serverTiming(session || others.size ? ran : null, lagged));
  const latest = session ? session.getBookmark() : bookmark;
  if (latest) bookmarks.set(DIRECTORY, latest);
  else bookmarks.delete(DIRECTORY);
  for (const [name, other] of others) {
    const mark = other.session.getBookmark();
    if (mark) bookmarks.set(name, mark);
  }
  if (bookmarks.size > 0) c.header(BOOKMARK_HEADER, bookmarkHeader(bookmarks));
});
