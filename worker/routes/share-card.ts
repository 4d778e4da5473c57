import { Hono } from "hono";
import { commonMessages } from "../contract/messages";
import { replicaDb } from "../db/client";
import { dbOfRecord } from "../db/record-placement";
import { NO_STORE } from "../http/cache-control";
import { siteOrigin } from "../seo/site-origin";
import { motionCard } from "../share-card/motion-card";
import type { AppEnv } from "../shared/app-env";
import { edgeTtl } from "../shared/config";

// Share cards (link-preview images), mounted at /og: GET /og/motions/:id.png, the 1200×630 PNG a motion's
// og:image names (README.md, "Share cards"). Outside /api on purpose: an image, not part of the typed client.
//
// Caching, three layers. R2 keeps every drawn card until a newer version replaces it (share-card/). Browsers
// and link-preview crawlers may keep a card for an hour (a minute while its score is pending, which takes
// seconds). The edge (caches.default, s-maxage) keeps one for EDGE_CACHE_SECONDS, the same short time as
// every public API read (http/edge-cache.ts, which covers /api only), so a new score or a hidden motion shows
// at this URL as soon as in the motion's JSON. With the edge cache off (0: local runs, tests) every request
// reads D1 and R2. An unknown or non-public motion is a 404 nobody keeps, so a restored motion gets its card.

const HOUR = 3600;
const PENDING_SECONDS = 60;
// A motion id as GET /api/idea/:id takes it (at most 64 characters), then ".png". Anything else under
// /og/motions/ is this route's honest 404 too, never the SPA's page.
const FILE = /^([A-Za-z0-9-]{1,64})\.png$/;

const notFound = (message: string = commonMessages.motionNotFound) =>
  Response.json({ message }, { status: 404, headers: { "Cache-Control": NO_STORE } });

// caches.default is Cloudflare's own extension of CacheStorage (as in http/edge-cache.ts).
const edge = () => (caches as unknown as { default: Cache }).default;

/** 304 when the visitor already has this version (the ETag is the card's version), else the card. */
const answer = (ifNoneMatch: string | undefined, res: Response) => {
  if (ifNoneMatch === undefined || ifNoneMatch !== res.headers.get("ETag")) return res;
  void res.body?.cancel(); // the stored card's stream is not needed
  return new Response(null, { status: 304, headers: res.headers });
};

export const shareCardRoutes = new Hono<AppEnv>().get("/motions/:file", async (c) => {
  const id = FILE.exec(c.req.param("file"))?.[1];
  if (!id) return notFound();
  const ttl = edgeTtl(c.env);
  const key = new Request(c.req.url, { method: "GET" }); // the URL alone, none of the visitor's headers
  // A cache that cannot answer (none behind Cloudflare Access) is a miss, never an error.
  const hit = ttl ? await edge().match(key).catch(() => undefined) : undefined;
  if (hit) return answer(c.req.header("If-None-Match"), new Response(hit.body, hit));

  const background = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  // A read-only answer for anyone: any D1 replica will do, and there is no bookmark to hand back.
  // The motion is read where its city's records are (README.md, "Databases", routing by placement).
  const db = await dbOfRecord(replicaDb(c.env), c.env, "motion", id);
  if (!db) return notFound();
  // The card names the site by its public address, as the motion page's head does: a Host header never
  // decides what a card says, nor makes a second version of it.
  const card = await motionCard(db, c.env.IMAGES, id, siteOrigin(c.env, new URL(c.req.url)), background);
  if (!card) return notFound();

  const maxAge = card.pending ? PENDING_SECONDS : HOUR;
  const cacheControl = ttl ? `public, max-age=${maxAge}, s-maxage=${ttl}` : `public, max-age=${maxAge}`;
  const res = new Response(card.body, { headers: { "Content-Type": "image/png", "Cache-Control": cacheControl, ETag: `"${card.version}"` } });
  if (ttl) background(edge().put(key, res.clone()).catch(() => undefined));
  return answer(c.req.header("If-None-Match"), res);
})
  // Nothing else lives under /og: an honest JSON 404 (a "/og/motions/.." the URL parser made "/og/" too),
  // never the SPA's page.
  .all("/*", () => notFound(commonMessages.notFound));
