import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../shared/app-env";

/** One structured log line a request, tagged with the request id that the response also carries. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
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
