import { IDEMPOTENCY_HEADER, idempotencyMessages } from "@contract/idempotency";
import { BOOKMARK_HEADER, type ErrorEnvelope } from "@contract/wire";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../../worker/app";
import { apiBaseUrl, sendApiRequest } from "./api-transport";
import { getToken, type TokenKind } from "./auth-token";

// Empty = same origin (local development, single-origin deploys); otherwise the API Worker's own host.
const API_ORIGIN = import.meta.env.VITE_API_ORIGIN ?? "";

// Read-your-writes over D1 read replicas: the Worker answers a write with the database position it reached
// (BOOKMARK_HEADER); sent back on every later request, it makes the Worker read from a replica at least that
// new, so a member sees their own vote and motion at once. The newest bookmark is kept in memory and in
// sessionStorage (a reload keeps it; a new tab starts fresh, like a new session). D1 bookmarks sort
// lexicographically in time order, so an older one arriving late never replaces a newer one.
const BOOKMARK_KEY = "d1Bookmark";
const MAX_BOOKMARK_LENGTH = 200;

const tabStorage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the bookmark lives in memory only
  }
};

let bookmark: string | null = tabStorage()?.getItem(BOOKMARK_KEY) ?? null;

/** The newest D1 bookmark this tab has seen, or null. */
export const currentBookmark = () => bookmark;

/** Keeps `value` when it is newer than the bookmark held. */
const rememberBookmark = (value: string | null | undefined) => {
  if (!value || value.length > MAX_BOOKMARK_LENGTH || (bookmark && value <= bookmark)) return;
  bookmark = value;
  try {
    tabStorage()?.setItem(BOOKMARK_KEY, value);
  } catch {
    // quota or privacy mode: memory is enough for this page's life
  }
};

/** Every request's headers: the token of this client's kind, and the bookmark once there is one. */
const headersFor = (kind: TokenKind) => (): Record<string, string> => {
  const token = getToken(kind);
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(bookmark ? { [BOOKMARK_HEADER]: bookmark } : {}),
  };
};

/** fetch, reading the bookmark off every answer (errors included: a failed write may still have written). */
const fetchKeepingBookmark: typeof fetch = async (input, init) => {
  const res = await sendApiRequest(input, init);
  rememberBookmark(res.headers.get(BOOKMARK_HEADER));
  return res;
};

const clientFor = (kind: TokenKind) =>
  hc<AppType>(apiBaseUrl(API_ORIGIN), {
    init: { credentials: "include" },
    headers: headersFor(kind),
    fetch: fetchKeepingBookmark,
  });

/** The typed client: the only way the web app calls the Worker. Sends the member token when there is one. */
export const client = clientFor("member");
export const api = client.api;

/** The same client carrying an admin's or an editor's token, for the back office. */
export const staffApi = (kind: Exclude<TokenKind, "member">) => clientFor(kind).api;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// The body type of a typed response's success statuses (the validator's 400 and thrown errors drop out).
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, string> ? (200 extends S ? T : S extends SuccessStatusCode ? T : never) : never;

/** Unwraps a typed response: the JSON body on success, else an ApiError with the server's message. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await request;
  } catch {
    throw new ApiError("Could not reach Plaza. Check your connection and try again.", 0);
  }
  if (res.ok) return (await res.json()) as SuccessBody<R>;
  // Read defensively: a proxy or a crash may answer with something other than the API's error envelope.
  const body = (await res.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
  const message = typeof body?.message === "string" ? body.message : `Request failed (${res.status}).`;
  throw new ApiError(message, res.status);
}

// Writes that must not happen twice (submit, vote, downvote) carry an Idempotency-Key, one per user action.
// When the answer is lost (the connection dropped after the Worker acted) the same request goes again with the
// same key, and the Worker answers with what it did the first time instead of acting again.
const SEND_ATTEMPTS = 3;
const RETRY_DELAY_MS = 600;

const answerWasLost = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || (error.status === 409 && error.message === idempotencyMessages.inProgress));

/**
 * `unwrap` for one user action's write, re-sent with the same Idempotency-Key when the answer was lost. The key
 * is the action's: a caller whose member may press again before an answer arrives (a vote) passes the key of
 * that intent, so every press meaning the same thing is one action to the Worker; otherwise a fresh one.
 */
export async function unwrapOnce<R extends ClientResponse<unknown, number, string>>(
  send: (options: { headers: Record<string, string> }) => Promise<R>,
  key: string = crypto.randomUUID(),
): Promise<SuccessBody<R>> {
  const options = { headers: { [IDEMPOTENCY_HEADER]: key } };
  for (let attempt = 1; ; attempt++) {
    try {
      return await unwrap(send(options));
    } catch (error) {
      if (attempt === SEND_ATTEMPTS || !answerWasLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/** What to tell the person after a failed call: the server's message (an ApiError has it), else a general one. */
export const failureText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
