import type { Context } from "hono";
import { commonMessages } from "../contract/messages";
import type { AppEnv } from "../shared/app-env";

// What answers a path that is neither the API, an image nor a file of the built SPA (wrangler.toml [assets],
// not_found_handling = "none"; README.md decision 21). A path that looks like a file — above all a hashed
// chunk under /assets/ that an older build named — gets a 404 nobody caches: answering it with index.html,
// as a plain single-page fallback does, let browsers keep that HTML as the chunk for a year. Any other GET
// is an app route, answered with the SPA's index.html, never cached, so a deploy is picked up at once.

const FILE_LIKE = /^\/assets\/|\.[A-Za-z0-9]{1,8}$/;
const NO_STORE = "no-store";

const notFound = (c: Context<AppEnv>) => c.json({ message: commonMessages.notFound }, 404, { "Cache-Control": NO_STORE });

export async function spaFallback(c: Context<AppEnv>) {
  const { pathname } = new URL(c.req.url);
  const isRead = c.req.method === "GET" || c.req.method === "HEAD";
  if (!isRead || pathname.startsWith("/api/") || pathname.startsWith("/images/") || FILE_LIKE.test(pathname) || !c.env.ASSETS) return notFound(c);
  const index = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  if (!index.ok) return notFound(c);
  return new Response(c.req.method === "HEAD" ? null : index.body, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
