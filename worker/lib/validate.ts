import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { ErrorEnvelope } from "./errors";

/**
 * The one validator: a failed check answers 400 with the schema's own message (the text the web form shows)
 * and every issue, so the client can place each message by its field.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
    const body: ErrorEnvelope = { message: issues[0]?.message ?? "The request is not valid.", issues };
    return c.json(body, 400);
  });
