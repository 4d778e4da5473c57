import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../../worker/app";
import { getToken, type TokenKind } from "./auth-token";

// Empty = same origin (local development, single-origin deploys); otherwise the API Worker's own host.
export const API_ORIGIN = import.meta.env.VITE_API_ORIGIN ?? "";

const bearer = (kind: TokenKind) => (): Record<string, string> => {
  const token = getToken(kind);
  return token ? { Authorization: `Bearer ${token}` } : {};
};

const clientFor = (kind: TokenKind) =>
  hc<AppType>(API_ORIGIN || window.location.origin, { init: { credentials: "include" }, headers: bearer(kind) });

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
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : `Request failed (${res.status}).`;
  throw new ApiError(message, res.status);
}
