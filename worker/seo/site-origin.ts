import { SITE_NAME } from "../contract/route-meta";
import type { HeadImage } from "./head-tags";

// Where the absolute addresses of a head point (canonical, og:url, og:image, JSON-LD ids).

/**
 * APP_URL's origin: the site's one public address, the same the mails link to. Not the request's origin: a
 * crawler reaching the Worker on another host name (workers.dev, an IP, a preview) must still be told the
 * public address, and a Host header never decides what a preview links to. A missing or malformed APP_URL
 * falls back to the request's origin, so a preview still links somewhere that answers.
 */
export const siteOrigin = (env: Pick<Env, "APP_URL">, requestUrl: URL) => {
  try {
    const app = new URL(env.APP_URL);
    if (app.protocol === "https:" || app.protocol === "http:") return app.origin;
  } catch {
    // fall through to the request's origin
  }
  return requestUrl.origin;
};

/**
 * The picture of screens that have none of their own: the app icon of web/public (the largest one the
 * manifest names). web/public has no wide site picture, and the motion cards (/og/motions/{id}.png) are
 * per motion, so a route without a motion shows the icon, as the small "summary" card it is made for.
 */
export const siteImage = (origin: string): HeadImage => ({
  url: `${origin}/icons/icon-512.png`,
  width: 512,
  height: 512,
  alt: `The ${SITE_NAME} logo: a white house with a yellow door, on blue`,
});

/** The site and the publisher, named by id so each route's JSON-LD can point at them. */
export const websiteId = (origin: string) => `${origin}/#website`;
export const organizationId = (origin: string) => `${origin}/#organization`;
