import { documentTitle, NOT_FOUND_TITLES, ROUTE_META } from "../contract/route-meta";
import type { Db } from "../db/client";
import type { Databases } from "../db/placement";
import { dbOfRecord } from "../db/record-placement";
import { matchRoute } from "./match-route";
import { nationAddress } from "./nation-address";
import { resolveNation, type Resolution } from "./resolve-nation";
import { siteOrigin } from "./site-origin";
import { homeHead, searchHead, staticHead, type StaticPath, unindexedHead } from "./static-heads";

// What the Worker answers an app route with (routes/spa.ts): the status and the head of the screen the SPA
// will draw there, or the address to go to instead. The nation's addresses (/{jurisdiction}, its pages and
// permalinks, and their older forms) are read by their shape (nation-address.ts); every other path by the
// contract's list of the app's screens. The SPA draws its not-found screen for the same paths that get a 404
// here: no route, no jurisdiction, no page of that slug there, no motion with that id.

export type { Resolution };

const isStatic = (pattern: string): pattern is StaticPath => pattern in ROUTE_META;

export const resolveHead = async (db: Db, env: Pick<Env, "APP_URL"> & Databases, url: URL): Promise<Resolution> => {
  const origin = siteOrigin(env, url);
  const notFound = (title: string): Resolution => ({ status: 404, head: unindexedHead(origin, url.pathname, documentTitle(title)) });
  const address = nationAddress(url.pathname);
  // A motion is read on its city's database (README.md, "Databases", routing by placement).
  if (address) return resolveNation({ db, motionDb: (id) => dbOfRecord(db, env, "motion", id) }, origin, url, address, notFound);
  const match = matchRoute(url.pathname);
  // A fixed first segment under a parameter route ("/admin/x" as "/$jurisdiction/$page"): no such screen.
  if (!match || match.pattern.startsWith("/$")) return notFound(NOT_FOUND_TITLES.route);
  if (!match.indexable) return { status: 200, head: unindexedHead(origin, url.pathname) };
  const { pattern, params } = match;
  if (pattern === "/") return { status: 200, head: homeHead(origin) };
  if (isStatic(pattern)) return { status: 200, head: staticHead(origin, pattern) };
  if (pattern === "/pages/search/$search") {
    // A blank term has nothing to search for: the full list, as the SPA's own redirect does.
    const term = params.search!.trim();
    return term ? { status: 200, head: searchHead(origin, term) } : { redirect: "/pages" };
  }
  // An indexable route added to the contract without a head of its own: the site's words, still indexed.
  return { status: 200, head: { ...unindexedHead(origin, url.pathname), noindex: false } };
};
