import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { limitBody } from "./http/body-limit";
import { edgeCache } from "./http/edge-cache";
import type { AppEnv } from "./shared/app-env";
import { localOnlyInDevelopment } from "./http/local-only";
import { asInternal } from "./http/internal-requests";
import { requestLog } from "./http/request-log";
import { corsForWebOrigins, securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./routes/admin";
import { motionRoutes } from "./routes/motions";
import { pageRoutes } from "./routes/pages";
import { scoringRoutes } from "./routes/scoring";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { devMailRoutes } from "./routes/dev-mail";
import { editorRoutes } from "./routes/editor";
import { imageRoutes } from "./routes/images";
import { jurisdictionRoutes } from "./routes/jurisdictions";
import { meAccountRoutes } from "./routes/me-account";
import { meActivityRoutes } from "./routes/me-activity";
import { moderationRoutes } from "./routes/moderation";
import { meNotificationRoutes } from "./routes/me-notifications";
import { notificationRoutes } from "./routes/notifications";
import { shareCardRoutes } from "./routes/share-card";
import { siteRoutes } from "./routes/site";
import { crawlerRoutes } from "./routes/sitemaps";
import { spaFallback } from "./routes/spa";
import { handleError } from "./http/error-handler";
import { d1Session } from "./http/d1-session";

const api = new Hono<AppEnv>()
  .use(corsForWebOrigins)
  .use(limitBody)
  // Anonymous public reads may be answered from the edge cache, before any D1 session is opened;
  // everything else runs in the request's D1 session (read replicas, X-D1-Bookmark).
  .use(edgeCache)
  .use(d1Session)
  .get("/health", (c) => c.json({ status: "ok" as const, environment: c.env.ENVIRONMENT }))
  .route("/entity", pageRoutes)
  .route("/jurisdictions", jurisdictionRoutes)
  .route("/idea", motionRoutes)
  .route("/auth", authRoutes)
  .route("/admin", adminRoutes)
  .route("/editor", editorRoutes)
  .route("/dev", devMailRoutes)
  .route("/ai", scoringRoutes)
  .route("/contact", contactRoutes)
  .route("/me", meAccountRoutes)
  .route("/me", meActivityRoutes)
  .route("/me", meNotificationRoutes)
  .route("/notifications", notificationRoutes)
  .route("/moderation", moderationRoutes)
  .route("/", siteRoutes); // GET /api/site, /api/stats and /api/transparency

export const app = new Hono<AppEnv>()
  .use(requestId())
  .use(requestLog)
  .use(securityHeaders)
  .use(localOnlyInDevelopment)
  .route("/api", api)
  .route("/images", imageRoutes)
  .route("/", crawlerRoutes); // /robots.txt, /sitemap.xml, /sitemaps/*

// Link-preview images (GET /og/motions/:id.png): PNGs, so kept out of the typed client's AppType.
app.route("/og", shareCardRoutes);

// Anything else: an app route gets the SPA's index.html, a missing file an uncached 404 (routes/spa.ts).
// Public screens are server-rendered, their data read through this same app (worker/ssr/).
app.notFound((c) => spaFallback(c, async (request) => app.fetch(asInternal(request), c.env, c.executionCtx)));
app.onError(handleError);

export type AppType = typeof app;
