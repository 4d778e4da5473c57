import { vi } from "vitest";

/** What the fake server answers: a JSON body, with 200 unless the test says otherwise. */
export type Reply = { status?: number; body: unknown };

/**
 * Fakes the network boundary: every request of the typed client is answered by `reply` and recorded,
 * so tests assert on what was asked rather than on how it was sent. The client may pass a URL, a
 * string or a Request, so all three are read. `set` swaps the reply for later requests (a retry that
 * now succeeds, a second page). Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(reply: (url: URL) => Reply | Promise<Reply>) {
  const requests: URL[] = [];
  let current = reply;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url);
      const { status = 200, body } = await current(url);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return { requests, set: (next: typeof reply) => (current = next) };
}
