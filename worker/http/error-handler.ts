import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { commonMessages } from "../contract/messages";
import type { AppEnv } from "../shared/app-env";
import { type ErrorEnvelope } from "../contract/wire";

/**
 * The one place where an exception becomes a response: always the `{ message }` envelope with an honest
 * status (worker/README.md, "Errors"). Domain code throws `httpError` (shared/errors.ts); anything else is
 * a bug, logged with its stack and answered with a generic 500.
 */
export const handleError = (err: Error, c: Context<AppEnv>) => {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const headers = err.res ? Object.fromEntries(err.res.headers) : undefined;
    // A 5xx never shows its text, except a deliberate 502/503 (an upstream failed, a feature is not
    // configured), which carries the message the code chose for the user.
    const hidden = status >= 500 && status !== 502 && status !== 503;
    const message = hidden ? commonMessages.internal : err.message || commonMessages.invalidInput;
    return c.json<ErrorEnvelope>({ message }, status, headers);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: err.message, stack: err.stack }));
  return c.json<ErrorEnvelope>({ message: commonMessages.internal }, 500);
};
