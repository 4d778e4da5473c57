import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// Failures every layer may raise or recognise. A thrown httpError becomes the `{ message }` envelope with
// its status in the app's one error handler (http/error-handler.ts).

/** Throw from any handler or domain function: becomes `{ message }` with this status. */
export const httpError = (status: ContentfulStatusCode, message: string, headers?: Record<string, string>) =>
  new HTTPException(status, { message, res: headers ? new Response(null, { headers }) : undefined });

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
