import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageResults } from "../../../../../web/src/features/entities/components/page-results";
import { renderInRouter } from "../../../components/render-in-router";
import { makeEntity, stubApi } from "../entity-fixtures";

// jsdom has no IntersectionObserver; this one lets a test scroll the sentinel into view on demand.
const observers = new Set<IntersectionObserverCallback>();
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
const scrollToEnd = () =>
  act(() => observers.forEach((cb) => cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));

const pageOf = (count: number, page: string) =>
  Array.from({ length: count }, (_, i) => makeEntity({ name: `Page ${page}.${i + 1}` }));

beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers.clear();
});

describe("PageResults", () => {
  it("loads 8 at a time on scroll and stops at a short page with End of Pages", async () => {
    const { requests } = stubApi((url) => {
      const page = url.searchParams.get("page")!;
      return { body: pageOf(page === "1" ? 8 : 3, page) };
    });
    renderInRouter(<PageResults />, { path: "/pages" });

    expect(await screen.findByText("Page 1.8")).toBeInTheDocument();
    expect(screen.queryByText("End of Pages")).not.toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ limit: "8", page: "1" });

    scrollToEnd();
    expect(await screen.findByText("Page 2.3")).toBeInTheDocument();
    expect(screen.getByText("End of Pages")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(11);
    expect(Object.fromEntries(requests[1]!.searchParams)).toEqual({ limit: "8", page: "2" });

    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
  });

  it("offers a Load more button for those who cannot scroll the sentinel into view", async () => {
    stubApi((url) => ({ body: pageOf(url.searchParams.get("page") === "1" ? 8 : 1, url.searchParams.get("page")!) }));
    renderInRouter(<PageResults />, { path: "/pages" });

    await userEvent.click(await screen.findByRole("button", { name: "Load more pages" }));
    expect(await screen.findByText("Page 2.1")).toBeInTheDocument();
    expect(screen.getByText("End of Pages")).toBeInTheDocument();
  });

  it("sends the search term and says No pages found when nothing matches", async () => {
    const { requests } = stubApi(() => ({ body: [] }));
    renderInRouter(<PageResults search="zzz nothing" />, { path: "/pages/search/zzz%20nothing" });

    expect(await screen.findByText("No pages found")).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ limit: "8", page: "1", search: "zzz nothing" });
  });

  it("links each tile to its motion page", async () => {
    stubApi(() => ({ body: [makeEntity({ name: "harbour board", slug: "harbour-board" })] }));
    const { router } = renderInRouter(<PageResults />, { path: "/pages" });

    await userEvent.click(await screen.findByRole("link", { name: "Harbour board" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/harbour-board"));
  });
});
