import { documentTitle, NOT_FOUND_TITLES, ROUTE_META } from "../contract/route-meta";
import type { Db } from "../db/client";
import type { Head } from "./head-tags";
import { matchRoute } from "./match-route";
import { motionHead } from "./motion-head";
import { pageHead } from "./page-head";
import { siteOrigin } from "./site-origin";
import { homeHead, searchHead, staticHead, type StaticPath, unindexedHead } from "./static-heads";

// What the Worker answers an app route with (routes/spa.ts): the status and the head of the screen the SPA
// will draw there, or the address to go to instead. The SPA draws its not-found screen for the same paths
// that get a 404 here: no route, no page with that slug, no motion with that id.

export type Resolution = { status: 200 | 404; head: Head } | { redirect: string };

const isStatic = (pattern: string): pattern is StaticPath => pattern in ROUTE_META;

export const resolveHead = async (db: Db, env: Pick<Env, "APP_URL">, url: URL): Promise<Resolution> => {
  const origin = siteOrigin(env, url);
  const notFound = (title: string): Resolution => ({ status: 404, head: unindexedHead(origin, url.pathname, documentTitle(title)) });
  const match = matchRoute(url.pathname);
  if (!match) return notFound(NOT_FOUND_TITLES.route);
  if (!match.indexable) return { status: 200, head: unindexedHead(origin, url.pathname) };
  const { pattern, params } = match;
  if (pattern === "/") return { status: 200, head: homeHead(origin) };
  if (isStatic(pattern)) return { status: 200, head: staticHead(origin, pattern) };
  if (pattern === "/pages/search/$search") {
    // A blank term has nothing to search for: the full list, as the SPA's own redirect does.
    const term = params.search!.trim();
    return term ? { status: 200, head: searchHead(origin, term) } : { redirect: "/pages" };
  }
  if (pattern === "/$slug") {
    const head = await pageHead(db, origin, params.slug!);
    return head ? { status: 200, head } : notFound(NOT_FOUND_TITLES.page);
  }
  if (pattern === "/$slug/motions/$id") {
    const found = await motionHead(db, origin, params.slug!, params.id!);
    if (!found) return notFound(NOT_FOUND_TITLES.motion);
    return "redirect" in found ? { redirect: `${found.redirect}${url.search}` } : { status: 200, head: found.head };
  }
  // An indexable route added to the contract without a head of its own: the site's words, still indexed.
  return { status: 200, head: { ...unindexedHead(origin, url.pathname), noindex: false } };
};
