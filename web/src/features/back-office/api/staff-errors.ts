import type { ErrorEnvelope, FieldIssue } from "@contract/wire";
import type { ClientResponse } from "hono/client";
import { ApiError, unwrap } from "../../../lib/api";

/** A failed call that also says which fields were wrong, so a form can put each message on its field. */
export class ApiFieldsError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly issues: FieldIssue[],
  ) {
    super(message, status);
  }
}

// Read defensively: only a 400 from the API carries issues, and anything else in the body is ignored.
const readIssues = (body: unknown): FieldIssue[] => {
  const issues = (body as Partial<ErrorEnvelope> | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue => typeof issue?.path === "string" && typeof issue?.message === "string",
  );
};

/**
 * `unwrap` from lib/api keeps only the message and status; the forms also need the issues. The body is
 * read from a copy, so `unwrap` still produces the typed value and the usual error text.
 */
export async function unwrapWithIssues<R extends ClientResponse<unknown, number, string>>(request: Promise<R>) {
  let res: R;
  try {
    res = await request;
  } catch {
    return unwrap(request); // the network failed: unwrap says so in the app's usual words
  }
  if (res.ok) return unwrap(Promise.resolve(res));
  const issues = readIssues(await res.clone().json().catch(() => null));
  try {
    return await unwrap(Promise.resolve(res));
  } catch (error) {
    if (error instanceof ApiError) throw new ApiFieldsError(error.message, error.status, issues);
    throw error;
  }
}

/** A 401 on a staff call means the session is over (expired, password reset, account removed). */
export const isSessionOver = (error: unknown) => error instanceof ApiError && error.status === 401;
