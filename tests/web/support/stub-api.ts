import { vi } from "vitest";

/** What the fake server answers: a JSON body, with 200 unless the test says otherwise, and any extra headers. */
export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

/** One request as the server saw it: where, how, and the JSON body (or the multipart fields) if there was one. */
export type Call = { url: URL; method: string; body: unknown; headers: Headers };

const readBody = (body: BodyInit | null | undefined): unknown => {
  // A multipart form (the back office's page upload) as its fields; a File stays a File.
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Fakes the network boundary: every request of the typed client is answered by `reply` and recorded,
 * so tests assert on what was asked rather than on how it was sent. The client may pass a URL, a
 * string or a Request, so all three are read. `requests` lists the URLs; `calls` adds the method and
 * JSON body, which `reply` also receives. `set` swaps the reply for later requests (a retry that now
 * succeeds, a second page). Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(reply: (url: URL, call: Call) => Reply | Promise<Reply>) {
  const requests: URL[] = [];
  const calls: Call[] = [];
  let current = reply;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      const call = { url, method, body: readBody(init?.body), headers: new Headers(init?.headers) };
      requests.push(url);
      calls.push(call);
      const { status = 200, body, headers } = await current(url, call);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
    }),
  );
  return { requests, calls, set: (next: typeof reply) => (current = next) };
}

/** One fake endpoint: a fixed reply, or one computed from the request. */
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * A fake Worker keyed by "METHOD /path" (`"GET /api/site"`): each request gets its route's reply, and
 * anything without a route a 404, so a test notices a call it did not expect.
 */
export function stubRoutes(routes: Record<string, Route>) {
  return stubApi((url, call) => {
    const key = `${call.method} ${url.pathname}`;
    const route = routes[key];
    if (!route) return { status: 404, body: { message: `No fake for ${key}` } };
    return typeof route === "function" ? route(call) : route;
  });
}

/** A request that never answers, to look at a loading or busy state. */
export const never = () => new Promise<Reply>(() => {});
