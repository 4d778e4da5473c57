import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { commonMessages } from "../contract/messages";
import type { AppEnv } from "./env";

export type ErrorEnvelope = { message: string; issues?: { path: string; message: string }[] };

/** Throw from any handler: becomes `{ message }` with this status through the one onError. */
export const httpError = (status: ContentfulStatusCode, message: string, headers?: Record<string, string>) =>
  new HTTPException(status, { message, res: headers ? new Response(null, { headers }) : undefined });

/** The single place where an exception becomes a response (DESIGN §5 envelope). */
export const handleError = (err: Error, c: Context<AppEnv>) => {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const headers = err.res ? Object.fromEntries(err.res.headers) : undefined;
    const message = status >= 500 ? commonMessages.internal : err.message || commonMessages.invalidInput;
    return c.json<ErrorEnvelope>({ message }, status, headers);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: err.message, stack: err.stack }));
  return c.json<ErrorEnvelope>({ message: commonMessages.internal }, 500);
};
