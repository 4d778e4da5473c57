import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { type ClientResponse, hc, type InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { expect } from "vitest";
import { app, type AppType } from "../../../worker/app";
import type { ErrorEnvelope } from "../../../worker/contract/wire";

// How a test calls the Worker: the typed client (hc<AppType>), as the SPA does, so every answer's body is
// typed from its route and no test writes a response type by hand. Raw requests (`call`, `sendJson`) are
// for what the typed client cannot express on purpose: malformed bodies, wrong media types, missing fields.

/** The origin tests call; the Worker builds image URLs on it. */
export const ORIGIN = "http://plaza.test";

/**
 * An address in a random documentation-range IPv6 /64, so per-IP rate limits of one test never leak into
 * another (the Worker counts IPv6 callers by their /64).
 */
export const freshIp = () => {
  const hex = () => crypto.randomUUID().slice(0, 4);
  return `2001:db8:${hex()}:${hex()}::1`;
};

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * fetch into the Worker: its own default export; or, with other bindings, the app with those bindings, the
 * answer returned once the request's waitUntil work (mail, queue retries, cache puts) has finished.
 */
const workerFetch =
  (bindings?: Env): typeof fetch =>
  async (input, init) => {
    if (!bindings) return exports.default.fetch(input, init);
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(input, init), bindings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

/**
 * The typed client, sending `headers` on every request, each from a fresh client address unless `headers`
 * names one (CF-Connecting-IP). With `bindings`, the app runs with them instead of the test's env.
 */
export const client = (headers: Record<string, string> = {}, bindings?: Env) =>
  hc<AppType>(ORIGIN, { headers: () => ({ "CF-Connecting-IP": freshIp(), ...headers }), fetch: workerFetch(bindings) });

/** `/api` of the typed client: `api(auth).idea[":id"].$get({ param: { id } })`. */
export const api = (headers: Record<string, string> = {}, bindings?: Env) => client(headers, bindings).api;

type Api = ReturnType<typeof api>;
/** Answers of the API, inferred from its routes (never written by hand), for helpers that take them. */
export type MotionListJson = InferResponseType<Api["idea"]["$get"], 200>;
export type MotionJson = MotionListJson["motions"][number];
export type PageJson = InferResponseType<Api["entity"]["admin"][":id"]["$get"], 200>;

// The body type of a typed answer's success statuses (the validator's 400 drops out of the union).
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, string> ? (200 extends S ? T : S extends SuccessStatusCode ? T : never) : never;

/** Expects `status` (200 unless told) and answers the success body, typed from the route. */
export async function okJson<R extends ClientResponse<unknown, number, string>>(res: R, status = 200): Promise<SuccessBody<R>> {
  if (res.status !== status) expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as SuccessBody<R>;
}

/** Any answer, typed or raw. */
export type Answer = {
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
  clone(): { text(): Promise<string> };
};

/** Expects an error `status` and answers the body as the API's one error shape (contract/wire.ts). */
export async function errorJson(res: Answer, status: number): Promise<ErrorEnvelope> {
  if (res.status !== status) expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as ErrorEnvelope;
}

/** A raw request to the Worker (with other bindings if given), as a browser on ORIGIN would send it. */
export const call = (path: string, init?: RequestInit, bindings?: Env) => workerFetch(bindings)(`${ORIGIN}${path}`, init);

/** A raw JSON request to the API from a fresh client address, for bodies the typed client cannot express. */
export const sendJson = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(`/api${path}`, {
    method,
    headers: { "CF-Connecting-IP": freshIp(), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
