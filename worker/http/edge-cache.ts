import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../shared/app-env";
import { BOOKMARK_HEADER } from "../contract/wire";
import { edgeTtl } from "../shared/config";
import { NO_STORE } from "./cache-control";

// Edge cache for anonymous reads: the public lists and pages every visitor sees alike are
// kept in the data center's cache (Workers Cache API, caches.default) for a short time, keyed by the full
// URL, so a burst of visitors costs one D1 query per URL per TTL. EDGE_CACHE_SECONDS sets that time:
// 30 in production, 0 (off: nothing cached, no public Cache-Control added) in local runs and tests.
//
// Only anonymous requests are ever served from or stored in the cache. A request with an Authorization
// header (its answer may carry the caller's viewerVote or following) or with a D1 bookmark (a client reading
// its own writes) bypasses the cache entirely, and its answer is `private, no-store`, so neither this cache
// nor a browser or proxy keeps it. Only 200s are stored; a handler can keep an answer out of the cache by
// setting its own `no-store` (a motion whose score is still pending). `X-Cache` says HIT, MISS or BYPASS.
// Anonymous public reads never carry a D1 bookmark (cache on or off): a visitor who has written nothing
// has nothing to read back, and holding a bookmark would take them out of the shared cache.

// The edge keeps an answer for the TTL; a browser for half of it.
const publicCacheControl = (ttl: number) => `public, max-age=${Math.floor(ttl / 2)}, s-maxage=${ttl}`;
// For browsers and proxies: an anonymous answer must not be reused for the same URL once the visitor signs
// in or carries a bookmark. The edge cache itself is keyed by the URL alone; the bypass keeps it anonymous.
const VARY = `Authorization, ${BOOKMARK_HEADER}`;

// GET paths under /api whose anonymous answers are the same for everyone. /api/entity/admin is the back
// office's list: never cached, although it has no viewer data either.
const CACHEABLE = [
  /^\/api\/idea$/, // all motions, by sort
  /^\/api\/idea\/entityidea$/, // one page's motions
  /^\/api\/idea\/[^/]+$/, // one motion (not while pending: see routes/motions.ts)
  /^\/api\/entity$/, // the home list of pages
  /^\/api\/entity\/(?!admin$)[^/]+$/, // one page by slug
  /^\/api\/ai\/rubric$/,
  /^\/api\/site$/,
  /^\/api\/stats$/,
];

const isCacheablePath = (path: string) => CACHEABLE.some((pattern) => pattern.test(path));

// Per-request and per-origin headers: set again on every answer by the middleware around this one.
const NOT_STORED = [
  "access-control-allow-origin",
  "access-control-allow-credentials",
  "access-control-expose-headers",
  "x-request-id",
  "x-cache",
  "server-timing", // what this request asked of D1 (http/d1-session.ts), not a cached copy's
  BOOKMARK_HEADER,
  "set-cookie",
];

/** Whether a handler's Cache-Control (if any) lets the answer be shared. */
const shareable = (cacheControl: string | null) => !cacheControl || !/\b(no-store|no-cache|private)\b/i.test(cacheControl);

/** The copy to keep: the same status, body and representation headers, none of this request's own. */
const storedCopy = (res: Response) => {
  const copy = res.clone();
  const headers = new Headers(copy.headers);
  for (const name of NOT_STORED) headers.delete(name);
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
};

// caches.default is Cloudflare's own extension; the web type-check (which sees this file through AppType)
// reads `caches` with the DOM's CacheStorage, which lacks it.
const defaultCache = () => (caches as unknown as { default: Cache }).default;

export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" || !isCacheablePath(c.req.path)) return next();

  if (c.req.header("Authorization") !== undefined || c.req.header(BOOKMARK_HEADER) !== undefined) {
    await next();
    c.header("Cache-Control", NO_STORE);
    c.header("X-Cache", "BYPASS");
    return;
  }
  const ttl = edgeTtl(c.env);
  if (!ttl) {
    await next();
    c.header(BOOKMARK_HEADER, undefined);
    return;
  }

  const cache = defaultCache();
  // The key is the URL alone: a bare GET, none of the visitor's headers.
  const key = new Request(c.req.url, { method: "GET" });
  // A cache that cannot answer (none behind Cloudflare Access) is a miss, never an error.
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set("X-Cache", "HIT");
    return res;
  }

  await next();
  c.header(BOOKMARK_HEADER, undefined);
  if (c.res.status !== 200 || !shareable(c.res.headers.get("Cache-Control"))) return;
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", publicCacheControl(ttl));
  c.header("Vary", VARY, { append: true });
  const copy = storedCopy(c.res);
  const put = (async () => cache.put(key, copy))().catch((err: unknown) => {
    console.warn(JSON.stringify({ level: "warn", event: "edge-cache-put-failed", path: c.req.path, error: String(err) }));
  });
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put; // no execution context (an app.request() in a test): finish the put before answering
  }
  c.header("X-Cache", "MISS");
});
