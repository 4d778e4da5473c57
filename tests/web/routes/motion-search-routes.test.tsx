import { MOTION_SORTS } from "@contract/limits";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeTree } from "../../../web/src/route-tree.gen";
import { makeMotion } from "../features/motions/motion-fixtures";
import { makePageDetail } from "../features/pages/page-fixtures";
import { installFakeIntersectionObserver } from "../support/intersection-observer";
import { stubApi } from "../support/stub-api";

// The real route tree: the search of a motion list lives in the URL (`?q=`) of /motions and of each motion page.

const page = makePageDetail({ _id: "entity-9", slug: "city-council", name: "city council" });
const MATCHING = "Paint protected bike lanes on Harbour Road.";
let requests: URL[];

beforeEach(() => {
  installFakeIntersectionObserver();
  // A search for "nothing" finds nothing; any other list answers with one motion about bike lanes.
  requests = stubApi((url) => {
    if (url.pathname === "/api/entity/city-council") return { body: { entity: page } };
    if (url.pathname === "/api/idea" || url.pathname === "/api/idea/entityidea") {
      const motions = url.searchParams.get("q") === "nothing" ? [] : [makeMotion({ idea: MATCHING })];
      // A very common word: ranked among the newest 2,000 of its matches only.
      const windowed = url.searchParams.get("q") === "lanes" && (url.searchParams.get("sort") ?? "Relevance") === "Relevance" ? { rankedAmongNewest: 2000 } : {};
      return { body: { motions, nextCursor: null, ...windowed } };
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

const searchBox = () => screen.getByRole("searchbox", { name: "Search motions" });
const sortControl = () => screen.getByRole("combobox", { name: "Sort By" });
const lastList = (pathname: string) => Object.fromEntries(requests.filter((url) => url.pathname === pathname).at(-1)!.searchParams);

describe.each([
  { name: "/motions", path: "/motions", list: "/api/idea" },
  { name: "a motion page", path: "/rivermouth/city-council", list: "/api/idea/entityidea" },
])("the search in the URL of $name", ({ path, list }) => {
  it("opens with the URL's search in a labelled search landmark, by relevance, with the matched words marked", async () => {
    renderApp(`${path}?q=%20bike%20LANE`);
    expect(await screen.findByRole("search", { name: "Search motions" })).toBeInTheDocument();
    const card = (await screen.findByText(/Paint protected/)).closest("article")!;
    expect([...card.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["bike", "lanes"]);
    expect(searchBox()).toHaveValue("bike LANE");
    expect(sortControl()).toHaveValue("Relevance");
    expect(
      within(sortControl())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Relevance", ...MOTION_SORTS.map((sort) => ({ "A.I": "Score", Answered: "Recently answered" })[sort as string] ?? sort)]);
    expect(lastList(list)).toMatchObject({ q: "bike LANE", sort: "Relevance" });
    expect(screen.getByRole("status")).toHaveTextContent("1 motion matches “bike LANE”");
  });

  it("applies what is typed after a pause, replacing the history entry, and Enter at once", async () => {
    const router = renderApp(path);
    await screen.findByText(MATCHING);
    expect(within(sortControl()).queryByRole("option", { name: "Relevance" })).toBeNull();
    const entries = router.history.length;

    await userEvent.type(searchBox(), "bike");
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "bike" }));
    expect(router.history.length).toBe(entries);
    await waitFor(() => expect(lastList(list)).toMatchObject({ q: "bike", sort: "Relevance" }));
    expect(sortControl()).toHaveValue("Relevance");

    await userEvent.type(searchBox(), " lanes{Enter}");
    expect(router.state.location.search).toEqual({ q: "bike lanes" });
    expect(router.history.length).toBe(entries + 1);
  });

  it("keeps the status filter and a chosen sort beside the search; the default Relevance stays out of the URL", async () => {
    const router = renderApp(`${path}?q=bike&status=accepted`);
    await screen.findByText(/Paint protected/);
    expect(lastList(list)).toMatchObject({ q: "bike", status: "accepted", sort: "Relevance" });

    await userEvent.selectOptions(sortControl(), "Votes");
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "bike", status: "accepted", sort: "Votes" }));
    await userEvent.selectOptions(sortControl(), "Relevance");
    await waitFor(() => expect(router.state.location.searchStr).toBe("?q=bike&status=accepted"));
  });

  it("clears with the clear button and with Escape, back to the whole list", async () => {
    const router = renderApp(`${path}?q=bike`);
    await screen.findByText(/Paint protected/);
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(router.state.location.searchStr).toBe(""));
    expect(searchBox()).toHaveValue("");
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(sortControl()).toHaveValue("A.I"));

    await userEvent.type(searchBox(), "lanes{Enter}");
    expect(router.state.location.search).toEqual({ q: "lanes" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.searchStr).toBe(""));
    expect(searchBox()).toHaveValue("");
  });

  it("says No motions found when nothing matches, with a way to clear the search", async () => {
    const router = renderApp(`${path}?q=nothing`);
    expect(await screen.findByText("No motions found")).toBeInTheDocument();
    expect(screen.getByText(/as a whole word\. Check the spelling, finish any half-typed word, or try fewer or other words\./)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("No motions match “nothing”");
    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    await waitFor(() => expect(router.state.location.searchStr).toBe(""));
    expect(await screen.findByText(MATCHING)).toBeInTheDocument();
    expect(searchBox()).toHaveValue("");
  });

  it("follows the URL when Back changes the search", async () => {
    const router = renderApp(`${path}?q=bike`);
    await screen.findByText(/Paint protected/);
    // The whole term selected and typed over: one keystroke after another, then Enter pushes the new search.
    await userEvent.type(searchBox(), "nothing{Enter}", { initialSelectionStart: 0, initialSelectionEnd: 4 });
    expect(await screen.findByText("No motions found")).toBeInTheDocument();
    router.history.back();
    await waitFor(() => expect(searchBox()).toHaveValue("bike"));
  });
});

describe("a search that finds more than it ranks", () => {
  const note = /Showing the best matches among the newest 2,000\. Add another word to reach older motions/;

  it("says the ranking covers the newest 2,000 matches, and no longer once another sort is chosen", async () => {
    renderApp("/motions?q=lanes");
    expect(await screen.findByText(note)).toBeInTheDocument();
    await userEvent.selectOptions(sortControl(), "Votes");
    await waitFor(() => expect(lastList("/api/idea")).toMatchObject({ q: "lanes", sort: "Votes" }));
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
  });

  it("says nothing of a window when the search ranked every match", async () => {
    renderApp("/motions?q=bike%20lanes");
    await screen.findByText(/Paint protected/);
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
