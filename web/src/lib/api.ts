import { hc, type InferResponseType } from "hono/client";
import type { AppType } from "../../../worker/app";

// Empty = same origin (local development, single-origin deploys); otherwise the API Worker's own host.
export const API_ORIGIN = import.meta.env.VITE_API_ORIGIN ?? "";

/** The typed client: the only way the web app calls the Worker. */
export const client = hc<AppType>(API_ORIGIN || window.location.origin, {
  init: { credentials: "include" },
});

export const api = client.api;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Unwraps a typed response: the JSON body on success, else an ApiError with the server's message. */
export async function unwrap<T extends Response & { json(): Promise<unknown> }>(
  request: Promise<T>,
): Promise<InferResponseType<() => Promise<T>, 200>> {
  let res: T;
  try {
    res = await request;
  } catch {
    throw new ApiError("Could not reach Plaza. Check your connection and try again.", 0);
  }
  if (res.ok) return (await res.json()) as InferResponseType<() => Promise<T>, 200>;
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : `Request failed (${res.status}).`;
  throw new ApiError(message, res.status);
}
