import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../shared/app-env";
import { logsEveryRequest } from "../shared/config";
import { isInternal } from "./internal-requests";

/**
 * One structured log line a request, tagged with the request id that the response also carries. A server
 * render's own reads of the API are covered by the line of the screen they render, unless they fail.
 *
 * In production the line goes to Workers Logs and costs little. Under `wrangler dev` every console line
 * also travels through the runtime's inspector and wrangler's own output, which cost the local runtime more
 * than the rest of the request's middleware together (README.md, "Performance"), while wrangler already
 * prints a line of its own for every request. So local runs log only failures (REQUEST_LOG = "errors" in
 * wrangler.toml's [vars]); REQUEST_LOG = "all" turns every line back on (README.md, "Configuration").
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  const failed = c.res.status >= 500;
  if (!failed && (isInternal(c.req.raw) || !logsEveryRequest(c.env))) return;
  console.log(
    JSON.stringify({
      level: failed ? "error" : "info",
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
