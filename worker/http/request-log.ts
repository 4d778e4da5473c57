import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../shared/app-env";
import { isInternal } from "./internal-requests";

/**
 * One structured log line a request, tagged with the request id that the response also carries. A server
 * render's own reads of the API are covered by the line of the screen they render, unless they fail.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  if (isInternal(c.req.raw) && c.res.status < 500) return;
  console.log(
    JSON.stringify({
      level: c.res.status >= 500 ? "error" : "info",
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
