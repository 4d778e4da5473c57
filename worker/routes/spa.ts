import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { CITY_COOKIE } from "../contract/jurisdictions";
import { commonMessages } from "../contract/messages";
import { getDb } from "../db/client";
import { resolveHead, type Resolution } from "../seo/resolve-head";
import { withHead } from "../seo/rewrite-head";
import type { AppEnv } from "../shared/app-env";
import { logError } from "../shared/log";
import type { ServerApi } from "../contract/server-render";
import { renderScreen, splitShell } from "../ssr/render-screen";
import { withAppAfterPaint } from "../ssr/app-after-paint";

// What answers a path that is neither the API, an image nor a file of the built SPA (wrangler.toml [assets],
// not_found_handling = "none"; README.md decision 21). A path that looks like a file — above all a hashed
// chunk under /assets/ that an older build named — gets a 404 nobody caches: answering it with index.html,
// as a plain single-page fallback does, let browsers keep that HTML as the chunk for a year. Any other GET
// is an app route, answered with the SPA's index.html, never cached, so a deploy is picked up at once; its
// <head> carries the screen's own title, description, link-preview tags and JSON-LD (worker/seo/), and its
// status is honest: 404 where the SPA will draw its not-found screen (no such route, page or motion).
// Public screens and not-found screens come server-rendered (worker/ssr/, README.md "Server rendering");
// member and back-office screens are drawn by the browser from the shell.

const FILE_LIKE = /^\/assets\/|\.[A-Za-z0-9]{1,8}$/;
const NO_STORE = "no-store";

const notFound = (c: Context<AppEnv>) => c.json({ message: commonMessages.notFound }, 404, { "Cache-Control": NO_STORE });

/**
 * The route's status and head. Read on the directory's primary (no session): a link shared the moment its motion
 * was made must not meet a replica that has not seen it yet and answer 404. A failed read still serves the
 * shell, with the site's words: the SPA then shows what its own requests find.
 */
const resolve = async (c: Context<AppEnv>, url: URL): Promise<Resolution | null> => {
  try {
    return await resolveHead(getDb(c.env), c.env, url);
  } catch (err) {
    logError("spa head", err);
    return null;
  }
};

/** Cloudflare's visitor-location headers, which stand in for request.cf in development (jurisdictions/suggest.ts). */
const LOCATION_HEADERS = ["cf-ipcity", "cf-region", "cf-region-code"];

/**
 * A request of the render, answered by the Worker's own app for the visitor it renders for: their address
 * counts in rate limits, and their chosen city (the plaza_city cookie, nothing else of their cookies) and
 * location reach GET /api/jurisdictions/suggest, so the home page is rendered in the city it will show. Never
 * their session: a render is anonymous.
 */
const forVisitor = (c: Context<AppEnv>, api: ServerApi): ServerApi => (request) => {
  const address = c.req.header("CF-Connecting-IP");
  if (address) request.headers.set("CF-Connecting-IP", address);
  const city = getCookie(c, CITY_COOKIE);
  if (city) request.headers.set("Cookie", `${CITY_COOKIE}=${encodeURIComponent(city)}`);
  for (const name of LOCATION_HEADERS) {
    const value = c.req.header(name);
    if (value) request.headers.set(name, value);
  }
  const { cf } = c.req.raw;
  return api(cf ? new Request(request, { cf }) : request);
};

export async function spaFallback(c: Context<AppEnv>, api: ServerApi) {
  const url = new URL(c.req.url);
  const { pathname } = url;
  const isRead = c.req.method === "GET" || c.req.method === "HEAD";
  if (!isRead || pathname.startsWith("/api/") || pathname.startsWith("/images/") || FILE_LIKE.test(pathname) || !c.env.ASSETS) return notFound(c);
  const index = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  if (!index.ok) return notFound(c);
  const resolution = await resolve(c, url);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
  if (resolution && "redirect" in resolution) {
    // The same screen under its own address (a motion under another page's slug, a blank search).
    headers.set("Location", resolution.redirect);
    return new Response(null, { status: 301, headers });
  }
  if (!resolution) return new Response(c.req.method === "HEAD" ? null : index.body, { status: 200, headers });
  if (resolution.head.noindex) headers.set("X-Robots-Tag", "noindex");
  if (c.req.method === "HEAD") return new Response(null, { status: resolution.status, headers });
  const shell = withHead(index, resolution.head);
  const rendered = resolution.status === 404 || !resolution.head.noindex;
  if (!rendered) return new Response(shell.body, { status: resolution.status, headers });
  const html = await withAppAfterPaint(shell).text();
  const parts = splitShell(html);
  const body = parts ? renderScreen(parts, url.href, forVisitor(c, api), (work) => c.executionCtx.waitUntil(work)) : html;
  return new Response(body, { status: resolution.status, headers });
}
