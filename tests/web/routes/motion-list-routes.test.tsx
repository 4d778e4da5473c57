import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeTree } from "../../../web/src/route-tree.gen";
import { makeMotion } from "../features/motions/motion-fixtures";
import { makePageDetail } from "../features/pages/page-fixtures";
import { installFakeIntersectionObserver } from "../support/intersection-observer";
import { stubApi } from "../support/stub-api";

// The real route tree: the sort and status filter of a motion list live in the URL of /motions and of each
// motion page.

const page = makePageDetail({ _id: "entity-9", slug: "city-council", name: "city council" });
let requests: URL[];

beforeEach(() => {
  installFakeIntersectionObserver();
  // Each list answers with one motion naming the sort it was asked for, so the screen shows what was loaded.
  requests = stubApi((url) => {
    if (url.pathname === "/api/entity/city-council") return { body: { entity: page } };
    if (url.pathname === "/api/idea" || url.pathname === "/api/idea/entityidea") {
      const status = url.searchParams.get("status");
      const idea = `Sorted by ${url.searchParams.get("sort")}${status ? `, status ${status}` : ""}`;
      return { body: { motions: [makeMotion({ idea })], nextCursor: null } };
    }
    return { status: 404, body: { message: "Not here" } };
  }).requests;
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listSorts = (pathname: string) => requests.filter((url) => url.pathname === pathname).map((url) => url.searchParams.get("sort"));
// A refetch swaps the card for a new one, so the text is looked for again until it is there.
const shows = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
const sortControl = () => screen.getByRole("combobox", { name: "Sort By" });

describe.each([
  { name: "/motions", path: "/motions", list: "/api/idea" },
  { name: "a motion page", path: "/rivermouth/city-council", list: "/api/idea/entityidea" },
])("the sort in the URL of $name", ({ path, list }) => {
  it("opens in the sort the URL names and loads that sort only", async () => {
    renderApp(`${path}?sort=Latest`);
    await shows("Sorted by Latest");
    expect(sortControl()).toHaveValue("Latest");
    expect(new Set(listSorts(list))).toEqual(new Set(["Latest"]));
  });

  it("writes a chosen sort into the URL, leaves the default out, and Back restores the previous sort", async () => {
    const router = renderApp(path);
    await shows("Sorted by A.I");
    expect(router.state.location.searchStr).toBe("");

    await userEvent.selectOptions(sortControl(), "Votes");
    await shows("Sorted by Votes");
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.searchStr).toBe("?sort=Votes");

    await userEvent.selectOptions(sortControl(), "Latest");
    await waitFor(() => expect(router.state.location.searchStr).toBe("?sort=Latest"));

    router.history.back();
    await waitFor(() => expect(sortControl()).toHaveValue("Votes"));
    await shows("Sorted by Votes");

    await userEvent.selectOptions(sortControl(), "A.I");
    await waitFor(() => expect(router.state.location.searchStr).toBe(""));
    await shows("Sorted by A.I");
  });

  it("falls back to the A.I sort for a sort it does not know, without an error screen", async () => {
    renderApp(`${path}?sort=Loudest`);
    await shows("Sorted by A.I");
    expect(sortControl()).toHaveValue("A.I");
    expect(new Set(listSorts(list))).toEqual(new Set(["A.I"]));
  });
});

describe.each([
  { name: "/motions", path: "/motions", list: "/api/idea" },
  { name: "a motion page", path: "/rivermouth/city-council", list: "/api/idea/entityidea" },
])("the status filter in the URL of $name", ({ path, list }) => {
  const statusControl = () => screen.getByRole("combobox", { name: "Status" });

  it("opens filtered as the URL says, and asks the server for that status only", async () => {
    renderApp(`${path}?status=accepted&sort=Answered`);
    await shows("Sorted by Answered, status accepted");
    expect(statusControl()).toHaveValue("accepted");
    expect(sortControl()).toHaveDisplayValue("Recently answered");
    expect(requests.filter((url) => url.pathname === list).every((url) => url.searchParams.get("status") === "accepted")).toBe(true);
  });

  it("writes a chosen status into the URL beside the sort; All statuses takes it out again", async () => {
    const router = renderApp(`${path}?sort=Votes`);
    await shows("Sorted by Votes");
    await userEvent.selectOptions(statusControl(), "In progress");
    await shows("Sorted by Votes, status in_progress");
    expect(router.state.location.search).toEqual({ sort: "Votes", status: "in_progress" });

    await userEvent.selectOptions(statusControl(), "All statuses");
    await waitFor(() => expect(router.state.location.searchStr).toBe("?sort=Votes"));
    await shows("Sorted by Votes");
  });

  it("ignores a status it does not know", async () => {
    renderApp(`${path}?status=done`);
    await shows("Sorted by A.I");
    expect(statusControl()).toHaveValue("all");
  });
});
