import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageResults } from "../../../../../web/src/features/pages/components/page-results";
import { installFakeIntersectionObserver, scrollToEnd } from "../../../support/intersection-observer";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { makePage } from "../page-fixtures";

const pageOf = (count: number, page: string) =>
  Array.from({ length: count }, (_, i) => makePage({ name: `Page ${page}.${i + 1}` }));

beforeEach(installFakeIntersectionObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PageResults", () => {
  it("loads 8 at a time on scroll and stops at a short page with End of Pages", async () => {
    const { requests } = stubApi((url) => {
      const page = url.searchParams.get("page")!;
      return { body: pageOf(page === "1" ? 8 : 3, page) };
    });
    const { queryClient } = renderInRouter(<PageResults />, { path: "/pages" });

    expect(await screen.findByText("Page 1.8")).toBeInTheDocument();
    expect(screen.queryByText("End of Pages")).not.toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ limit: "8", page: "1" });

    // A scroll that loads more starts the request at once (the query is fetching right after it), so the
    // same check after the last page shows that scrolling there starts nothing.
    expect(queryClient.isFetching()).toBe(0);
    scrollToEnd();
    expect(queryClient.isFetching()).toBe(1);
    expect(await screen.findByText("Page 2.3")).toBeInTheDocument();
    expect(screen.getByText("End of Pages")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(11);
    expect(Object.fromEntries(requests[1]!.searchParams)).toEqual({ limit: "8", page: "2" });

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    scrollToEnd();
    expect(queryClient.isFetching()).toBe(0);
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
    stubApi(() => ({ body: [makePage({ name: "harbour board", slug: "harbour-board" })] }));
    const { router } = renderInRouter(<PageResults />, { path: "/pages" });

    await userEvent.click(await screen.findByRole("link", { name: "Harbour board" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rivermouth/harbour-board"));
  });
});
