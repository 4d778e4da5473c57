import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../support/stub-api";

// Read-your-writes over D1 read replicas: the typed client keeps the newest X-D1-Bookmark the Worker
// answers and sends it on every later request, also after a reload (sessionStorage). Each test loads a
// fresh copy of the module, as a page load would.

const OLD = "00000000-00000005-00000000-00000000000000000000000000000000";
const NEW = "00000000-00000009-00000000-00000000000000000000000000000000";

const load = async () => {
  vi.resetModules();
  return import("../../../web/src/lib/api");
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe("the D1 bookmark round trip", () => {
  it("sends none until an answer carries one, then sends the newest on every request", async () => {
    const { api, unwrap, currentBookmark } = await load();
    const server = stubApi((url) =>
      url.pathname === "/api/idea/vote" ? { body: { message: "ok" }, headers: { "X-D1-Bookmark": NEW } } : { body: { motions: [] } },
    );
    await unwrap(api.idea.$get({ query: {} }));
    expect(server.calls[0]!.headers.get("X-D1-Bookmark")).toBeNull();

    await api.idea.vote.$post({ json: { ideaId: "motion-1" } });
    expect(currentBookmark()).toBe(NEW);

    server.set(() => ({ body: { motions: [] }, headers: { "X-D1-Bookmark": OLD } })); // a late, older answer
    await unwrap(api.idea.$get({ query: {} }));
    await unwrap(api.idea.$get({ query: {} }));
    expect(server.calls.slice(2).map((c) => c.headers.get("X-D1-Bookmark"))).toEqual([NEW, NEW]);
    expect(currentBookmark()).toBe(NEW);
  });

  it("keeps it across a reload of the page, in sessionStorage", async () => {
    const first = await load();
    stubApi(() => ({ body: { message: "ok" }, headers: { "X-D1-Bookmark": NEW } }));
    await first.api.idea.vote.$post({ json: { ideaId: "motion-1" } });

    const reloaded = await load();
    expect(reloaded.currentBookmark()).toBe(NEW);
    const server = stubApi(() => ({ body: { motions: [] } }));
    await reloaded.unwrap(reloaded.api.idea.$get({ query: {} }));
    expect(server.calls[0]!.headers.get("X-D1-Bookmark")).toBe(NEW);
  });

  it("also reads it off an error answer, and ignores an empty or oversized one", async () => {
    const { api, unwrap, currentBookmark } = await load();
    stubApi(() => ({ status: 404, body: { message: "Motion not found." }, headers: { "X-D1-Bookmark": OLD } }));
    await expect(unwrap(api.idea.vote.$post({ json: { ideaId: "gone" } }))).rejects.toThrow("Motion not found.");
    expect(currentBookmark()).toBe(OLD);

    stubApi(() => ({ body: {}, headers: { "X-D1-Bookmark": "f".repeat(500) } }));
    await api.idea.vote.$post({ json: { ideaId: "motion-1" } });
    expect(currentBookmark()).toBe(OLD);
  });
});
