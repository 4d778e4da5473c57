import { createMiddleware } from "hono/factory";
import { commonMessages } from "../contract/messages";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";

// A development build (ENVIRONMENT = "development": the dev mail outbox with live links, the published
// JWT secret, the demo seed) answers only local hosts (README.md, "Deploying"). Should one ever be deployed
// by mistake, it refuses every public request instead of serving those to the world. Tests call the Worker
// on http://plaza.test: .test is reserved for testing (RFC 6761) and never resolves on the internet.

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|[a-z0-9.-]+\.(localhost|test))$/i;

export const isLocalHost = (hostname: string) => LOCAL_HOST.test(hostname);

export const localOnlyInDevelopment = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.ENVIRONMENT === "development" && !isLocalHost(new URL(c.req.url).hostname)) {
    throw httpError(503, commonMessages.developmentBuild);
  }
  await next();
});
