import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { commonMessages } from "./contract/messages";
import type { AppEnv } from "./lib/env";
import { handleError, httpError } from "./lib/errors";
import { requestLog } from "./lib/request-log";
import { corsForWebOrigins, securityHeaders } from "./lib/security";
import { aiRoutes } from "./routes/ai";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { devRoutes } from "./routes/dev";
import { entityRoutes } from "./routes/entity";
import { ideaRoutes } from "./routes/idea";
import { imageRoutes } from "./routes/images";
import { siteRoutes } from "./routes/site";

const MAX_BODY = 6 * 1024 * 1024; // the 5 MB image limit plus multipart overhead

const api = new Hono<AppEnv>()
  .use(corsForWebOrigins)
  .use(bodyLimit({ maxSize: MAX_BODY, onError: () => { throw httpError(413, "The request is too large."); } }))
  .get("/health", (c) => c.json({ status: "ok" as const, environment: c.env.ENVIRONMENT }))
  .route("/entity", entityRoutes)
  .route("/idea", ideaRoutes)
  .route("/auth", authRoutes)
  .route("/dev", devRoutes)
  .route("/ai", aiRoutes)
  .route("/contact", contactRoutes)
  .route("/", siteRoutes); // GET /api/site and /api/stats

export const app = new Hono<AppEnv>()
  .use(requestId())
  .use(requestLog)
  .use(securityHeaders)
  .route("/api", api)
  .route("/images", imageRoutes);

app.notFound((c) => c.json({ message: commonMessages.notFound }, 404));
app.onError(handleError);

export type AppType = typeof app;
