import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { pageMessages } from "../contract/back-office";
import { commonMessages } from "../contract/messages";
import { httpError } from "../shared/errors";
import { type ErrorEnvelope } from "../contract/wire";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Hono's json validator silently validates `{}` when the Content-Type is not JSON (so a form post would read
 * "Email is required") and answers malformed JSON with its own English. Both become honest envelopes here:
 * 415 for another media type, 400 with our text for a body that does not parse.
 */
const readJsonBody: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw httpError(415, commonMessages.jsonRequired);
  try {
    await c.req.json(); // cached by Hono: the validator below reads the same parsed body
  } catch {
    throw httpError(400, commonMessages.invalidJson);
  }
  await next();
};

/**
 * Hono's form validator lets any other media type through as `{}` and answers a broken multipart body with
 * the parser's English. Forms here only carry page uploads, so: multipart only (415), unreadable → 400.
 */
const readFormBody: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "multipart/form-data") throw httpError(415, pageMessages.multipartRequired);
  try {
    await c.req.formData(); // cached by Hono (bodyCache.formData): the validator below reuses it
  } catch {
    throw httpError(400, commonMessages.invalidInput);
  }
  await next();
};

const BODY_READERS: Partial<Record<keyof ValidationTargets, MiddlewareHandler>> = { json: readJsonBody, form: readFormBody };

/**
 * One issue per field, the first: the message its form shows. zod runs a field's later checks after an
 * earlier one failed, so an address that misses the pattern would otherwise also fail the mailbox rule and
 * be listed twice with the same text (or "required" and "invalid" both, for an empty one).
 */
const firstPerField = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
};

/**
 * The one validator: a failed check answers 400 with the schema's own message (the text the web form shows)
 * and an issue per field, so the client can place each message by its field.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) => {
  const check = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = firstPerField(result.error.issues);
    const body: ErrorEnvelope = { message: issues[0]?.message ?? commonMessages.invalidInput, issues };
    return c.json(body, 400);
  });
  const readBody = BODY_READERS[target];
  if (!readBody) return check;
  // Same type as `check`, so route typing (c.req.valid, the RPC client) is unchanged.
  const withBody: typeof check = async (c, next) => {
    await readBody(c, async () => {});
    return check(c, next);
  };
  return withBody;
};
