import { afterEach, describe, expect, it, vi } from "vitest";
import { pageQuery } from "../../../web/src/features/pages/api/page-queries";
import { createQueryClient, ensureRouteData } from "../../../web/src/lib/query-client";
import { type Reply, stubApi } from "../support/stub-api";

// A route's loader reads through ensureRouteData: a page the server has just said does not exist (a 404 in
// the cache, as a server render leaves it) is not asked for again; other failures, and old ones, are.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const notFound: Reply = { status: 404, body: { message: "Motion page not found." } };
const found: Reply = { body: { entity: { _id: "entity-1", slug: "harbour" } } };

/** A query client whose cache already holds the answer `first` for /api/entity/harbour, then the server's next `reply`. */
async function afterFirstAnswer(first: Reply, reply: Reply) {
  const queryClient = createQueryClient();
  const server = stubApi(() => first);
  await queryClient.prefetchQuery({ ...pageQuery("harbour"), retry: false });
  server.set(() => reply);
  return { queryClient, server };
}

describe("ensureRouteData", () => {
  it("answers a fresh 404 from the cache, without a second request", async () => {
    const { queryClient, server } = await afterFirstAnswer(notFound, found);
    await expect(ensureRouteData(queryClient, pageQuery("harbour"))).rejects.toMatchObject({ status: 404 });
    expect(server.calls).toHaveLength(1);
  });

  it("asks again after a 5xx, which another try may change", async () => {
    const { queryClient, server } = await afterFirstAnswer({ status: 503, body: { message: "Busy." } }, found);
    await expect(ensureRouteData(queryClient, pageQuery("harbour"))).resolves.toMatchObject({ slug: "harbour" });
    expect(server.calls).toHaveLength(2);
  });

  it("asks again once the 404 is older than the query's stale time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { queryClient, server } = await afterFirstAnswer(notFound, found);
    vi.setSystemTime(Date.now() + 31_000);
    await expect(ensureRouteData(queryClient, pageQuery("harbour"))).resolves.toMatchObject({ slug: "harbour" });
    expect(server.calls).toHaveLength(2);
  });
});
