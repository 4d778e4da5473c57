import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "../contract/idempotency";
import { BOOKMARK_HEADER } from "../contract/wire";
import type { AppEnv } from "../shared/app-env";

// No inline script, no plugins, never framed. Images may come from our own origin and, for
// Google profile pictures, over https.
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    // The manifesto's video embeds, inserted only after a visitor presses play.
    frameSrc: ["https://www.youtube-nocookie.com", "https://www.tiktok.com"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginResourcePolicy: "cross-origin",
});

const corsFor = (webOrigins: string) => {
  const allowed = new Set(webOrigins.split(",").map((o) => o.trim()).filter(Boolean));
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ["Authorization", "Content-Type", BOOKMARK_HEADER, IDEMPOTENCY_HEADER],
    exposeHeaders: ["Retry-After", "X-Request-Id", BOOKMARK_HEADER, IDEMPOTENT_REPLAY_HEADER],
    maxAge: 600,
  });
};

// Built once for each WEB_ORIGINS value, not on every request: a deployment has one value (tests may bring others).
let built: { webOrigins: string; middleware: MiddlewareHandler } | undefined;

/** CORS for exactly the origins in WEB_ORIGINS (the SPA may live on its own host in production). */
export const corsForWebOrigins: MiddlewareHandler<AppEnv> = (c, next) => {
  if (built?.webOrigins !== c.env.WEB_ORIGINS) built = { webOrigins: c.env.WEB_ORIGINS, middleware: corsFor(c.env.WEB_ORIGINS) };
  return built.middleware(c, next);
};
