import { expect } from "@playwright/test";
import { hc, type ClientResponse } from "hono/client";
import type { AppType } from "../../worker/app";
import { baseURL } from "./server";

// The Worker's typed client (hono/client, the same one the web app uses) over Node's fetch to this run's
// server. Requests and answers are typed by the Worker's routes, so a test never spells out a response
// shape of its own; an error answer is the Worker's ErrorEnvelope (worker/contract/wire.ts).

/** `/api` of the test server, sending `headers` with every request (the test's visitor address). */
export const apiClient = (headers: Record<string, string> = {}) => hc<AppType>(baseURL, { headers }).api;

export type Api = ReturnType<typeof apiClient>;

/** Per-request options carrying a member's or a staff member's token. */
export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

// The body type the route declares for `status` (the validator's 400 envelope drops out of a 200).
type BodyAt<R, S> = R extends ClientResponse<infer T, infer RS, string> ? (S extends RS ? T : never) : never;

/** The JSON body of an answer with `status`; any other status fails the test, showing what the Worker said. */
export async function expectBody<R extends ClientResponse<unknown, number, string>, S extends R["status"]>(
  answer: R | Promise<R>,
  status: S,
): Promise<BodyAt<R, S>> {
  const res = await answer;
  const text = await res.text();
  expect(res.status, `${res.url} answered ${text.slice(0, 300)}`).toBe(status);
  return JSON.parse(text) as BodyAt<R, S>;
}
