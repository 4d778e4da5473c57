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
    // A 5xx never shows its text, except a deliberate 502/503 (an upstream failed, a feature is not
    // configured), which carries the message the code chose for the user.
    const hidden = status >= 500 && status !== 502 && status !== 503;
    const message = hidden ? commonMessages.internal : err.message || commonMessages.invalidInput;
    return c.json<ErrorEnvelope>({ message }, status, headers);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: err.message, stack: err.stack }));
  return c.json<ErrorEnvelope>({ message: commonMessages.internal }, 500);
};

/** One structured error line for operators; the client only ever sees the envelope. */
export const logError = (what: string, err: unknown) =>
  console.error(
    JSON.stringify({ level: "error", error: what, detail: err instanceof Error ? err.message : String(err) }),
  );

const causedBy = (err: unknown, text: string): boolean => {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(text)) return true;
  }
  return false;
};

/** True for a SQLite UNIQUE violation, also when drizzle wraps D1's error in its own. */
export const isUniqueViolation = (err: unknown) => causedBy(err, "UNIQUE constraint failed");

/** True when a referenced row is gone (e.g. a page deleted while a member follows it). */
export const isForeignKeyViolation = (err: unknown) => causedBy(err, "FOREIGN KEY constraint failed");
