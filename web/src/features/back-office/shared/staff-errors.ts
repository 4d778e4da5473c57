import type { ClientResponse } from "hono/client";
import { ApiError, unwrap } from "../../../lib/api";

/** One field's complaint from the server's 400 (`{ message, issues: [{ path, message }] }`, DESIGN §5). */
export type FieldIssue = { path: string; message: string };

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

const readIssues = (body: unknown): FieldIssue[] => {
  const issues = (body as { issues?: unknown } | null)?.issues;
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

/** What to show for a failed call (spec §8): the server's message, else the client's own text. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** A 401 on a staff call means the session is over (expired, password reset, account removed). */
export const isSessionOver = (error: unknown) => error instanceof ApiError && error.status === 401;
