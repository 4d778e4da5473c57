import { vi } from "vitest";
import type { Entity } from "../../../../web/src/features/entities/api/entity-queries";

let seq = 0;

/** A motion page as the API sends it; override only what a test is about. */
export function makeEntity(overrides: Partial<Entity> = {}): Entity {
  seq += 1;
  return {
    _id: `entity-${seq}`,
    slug: `page-${seq}`,
    name: `page number ${seq}`,
    description: "Runs the buses and trains of the city.",
    image: { url: `http://localhost/images/page-${seq}.png` },
    socialMediaLinks: [],
    additionalLinks: [],
    sortRank: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export type Reply = { status?: number; body: unknown };

/**
 * Fakes the network boundary: each request of the typed client is answered by `reply` and recorded.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(reply: (url: URL) => Reply | Promise<Reply>) {
  const requests: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url);
      const { status = 200, body } = await reply(url);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return { requests };
}
