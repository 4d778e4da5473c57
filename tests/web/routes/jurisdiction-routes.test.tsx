import { jurisdictionMessages } from "@contract/jurisdictions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../web/src/lib/auth-token";
import { routeTree } from "../../../web/src/route-tree.gen";
import { member } from "../features/auth/auth-fixtures";
import { makeHome, nationTree } from "../features/jurisdictions/jurisdiction-fixtures";
import { makeMotion, makeUpdate } from "../features/motions/motion-fixtures";
import { makePage, makePageDetail } from "../features/pages/page-fixtures";
import { installFakeIntersectionObserver } from "../support/intersection-observer";
import { norland, rivermouth } from "../support/jurisdiction-fixtures";
import { stubRoutes, type Call, type Route } from "../support/stub-api";

// The real route tree: a city's home and the nation's view at /{jurisdiction}, and the addresses of before the
// nation (/{page}, /{page}/motions/{id}), which lead to the new ones without a history entry.

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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

const metro = makePageDetail({ _id: "page-metro", slug: "metro-transit", name: "Metro Transit", jurisdiction: rivermouth });
const notFound = { status: 404, body: { message: "Not found." } };

/** GET /api/idea by sort: a trending motion, and for Answered an answered one before an unanswered one. */
const motionsBySort = ({ url }: Call) => {
  const place = url.searchParams.get("jurisdiction");
  const motions =
    url.searchParams.get("sort") === "Answered"
      ? [makeMotion({ idea: `Answered in ${place}`, latestUpdate: makeUpdate({ text: "Done by spring." }) }), makeMotion({ idea: `Unanswered in ${place}` })]
      : [makeMotion({ idea: `Trending in ${place}` })];
  return { body: { motions, nextCursor: null } };
};

// A refetch swaps a card for a new one, so the text is looked for again until it is there.
const shows = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());

const cityRoutes = (extra: Record<string, Route> = {}) =>
  stubRoutes({
    "GET /api/jurisdictions/rivermouth": { body: makeHome(rivermouth) },
    "GET /api/entity": { body: [makePage({ name: "Metro Transit", slug: "metro-transit" })] },
    "GET /api/idea": motionsBySort,
    ...extra,
  });

describe("a city's home, /{city}", () => {
  it("shows where the city is, its totals, its pages, what is trending and its latest answers", async () => {
    const api = cityRoutes();
    renderApp("/rivermouth");
    expect(await screen.findByRole("heading", { level: 1, name: "Rivermouth" })).toBeInTheDocument();
    const where = screen.getByRole("navigation", { name: "Where this is" });
    expect(within(where).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/norland", "/riverland"]);
    expect(screen.getByText("Motion pages", { selector: "dt" }).nextSibling).toHaveTextContent("6");
    expect(screen.getByText("Answered", { selector: "dt" }).nextSibling).toHaveTextContent("11");

    const pages = await screen.findByRole("region", { name: "Motion pages" });
    expect(await within(pages).findByRole("link", { name: "Metro Transit" })).toHaveAttribute("href", "/rivermouth/metro-transit");
    const trending = screen.getByRole("region", { name: "Trending now" });
    await waitFor(() => expect(within(trending).getByText("Trending in rivermouth")).toBeInTheDocument());
    expect(within(trending).getByRole("link", { name: "See all trending motions" })).toHaveAttribute("href", "/motions?jurisdiction=rivermouth&sort=Trending");
    // Recently answered shows only motions with an answer, though the sort lists the others after them.
    const answered = screen.getByRole("region", { name: "Recently answered" });
    await waitFor(() => expect(within(answered).getByText("Answered in rivermouth")).toBeInTheDocument());
    expect(within(answered).queryByText("Unanswered in rivermouth")).toBeNull();

    const asked = api.requests.map((url) => `${url.pathname}?${url.searchParams}`);
    expect(asked).toEqual(expect.arrayContaining(["/api/entity?jurisdiction=rivermouth", "/api/idea?sort=Trending&limit=8&jurisdiction=rivermouth"]));
    await waitFor(() => expect(document.title).toBe("Rivermouth · Plaza"));
  });

  it("sends a visitor who presses Follow this city to log in, and follows nothing", async () => {
    const user = userEvent.setup();
    const api = cityRoutes();
    renderApp("/rivermouth");
    await user.click(await screen.findByRole("button", { name: "Follow this city" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("lets a member follow the city: the button is pressed and the count is the server's", async () => {
    const user = userEvent.setup();
    setToken("member", "jwt-stored");
    const api = cityRoutes({
      "GET /api/auth/loggedin": { body: { user: member() } },
      "GET /api/me/notifications/unread": { body: { unread: 0 } },
      "POST /api/jurisdictions/rivermouth/follow": { body: { message: jurisdictionMessages.followed, following: true, followerCount: 7 } },
    });
    renderApp("/rivermouth");
    await screen.findByRole("button", { name: /^Notifications/ });
    await user.click(await screen.findByRole("button", { name: "Follow this city" }));
    expect(await screen.findByText(jurisdictionMessages.followed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("7").parentElement).toHaveTextContent("7 followers");
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual(["/api/jurisdictions/rivermouth/follow"]);
  });

  it("searches the city's motions on All Motions, narrowed to the city", async () => {
    const user = userEvent.setup();
    cityRoutes({ "GET /api/jurisdictions": { body: nationTree() } });
    const router = renderApp("/rivermouth");
    await user.type(await screen.findByRole("searchbox", { name: "Search motions in Rivermouth" }), "bike lanes{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/motions"));
    expect(router.state.location.search).toEqual({ q: "bike lanes", jurisdiction: "rivermouth" });
    expect(await screen.findByRole("combobox", { name: "Where" })).toHaveValue("rivermouth");
  });
});

describe("the nation's view, /{nation}", () => {
  it("lists what is trending across the nation, narrowed by region and then city, each kept in the address", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({
      "GET /api/jurisdictions/norland": { body: makeHome(norland) },
      "GET /api/jurisdictions": { body: nationTree() },
      "GET /api/idea": motionsBySort,
    });
    const router = renderApp("/norland");
    expect(await screen.findByRole("heading", { level: 1, name: "Norland" })).toBeInTheDocument();
    await shows("Trending in norland");

    await user.selectOptions(screen.getByRole("combobox", { name: "Region" }), "Riverland");
    await shows("Trending in riverland");
    expect(router.state.location.search).toEqual({ region: "riverland" });
    expect(screen.getByRole("heading", { name: "Trending in Riverland" })).toBeInTheDocument();
    const city = screen.getByRole("combobox", { name: "City" });
    expect(within(city).getAllByRole("option").map((o) => o.textContent)).toEqual(["All cities of the region", "Millbrook", "Rivermouth"]);

    await user.selectOptions(city, "Millbrook");
    await shows("Trending in millbrook");
    expect(router.state.location.search).toEqual({ region: "riverland", city: "millbrook" });
    const asked = api.requests.filter((url) => url.pathname === "/api/idea");
    expect(new Set(asked.map((url) => url.searchParams.get("jurisdiction")))).toEqual(new Set(["norland", "riverland", "millbrook"]));
    expect(asked.every((url) => url.searchParams.get("sort") === "Trending")).toBe(true);

    const most = screen.getByRole("region", { name: "Most answered cities" });
    expect(within(most).getByRole("link", { name: /Rivermouth/ })).toHaveAttribute("href", "/rivermouth");
    const regions = screen.getByRole("region", { name: "Regions of Norland" });
    expect(within(regions).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/riverland", "/highlands"]);
  });
});

describe("addresses of before the nation", () => {
  it("/{page} (no city or region by that name) becomes the page's address under its city, keeping its sort", async () => {
    const api = stubRoutes({
      "GET /api/jurisdictions/metro-transit": notFound,
      "GET /api/entity/metro-transit": { body: { entity: metro } },
      "GET /api/idea/entityidea": { body: { motions: [], nextCursor: null } },
    });
    const router = renderApp("/metro-transit?sort=Votes");
    expect(await screen.findByRole("heading", { level: 1, name: "Metro Transit" })).toBeInTheDocument();
    expect(router.state.location.href).toBe("/rivermouth/metro-transit?sort=Votes");
    // Replaced, not pushed: Back does not return to the old address.
    expect(router.history.length).toBe(1);
    const pageReads = api.requests.filter((url) => url.pathname === "/api/entity/metro-transit").map((url) => url.searchParams.get("jurisdiction"));
    expect(pageReads).toEqual([null, "rivermouth"]);
    // The page's header names its city and leads to the city's home.
    expect(screen.getByRole("link", { name: "Rivermouth" })).toHaveAttribute("href", "/rivermouth");
  });

  it("/{page}/motions/{id}, or a wrong page in the address, becomes the motion's own address", async () => {
    const motion = { ...makeMotion({ _id: "m-1", entity: { ...metro, image: metro.image } }), updates: [], mergedIntoMotion: null, alsoProposedAs: [], moderation: null };
    stubRoutes({ "GET /api/idea/m-1": { body: { motion } } });
    for (const old of ["/metro-transit/motions/m-1", "/rivermouth/parks/motions/m-1"]) {
      const router = renderApp(old);
      await waitFor(() => expect(router.state.location.pathname).toBe("/rivermouth/metro-transit/motions/m-1"));
      expect(router.history.length).toBe(1);
      document.body.innerHTML = "";
    }
  });

  it("an address that names no city, region or page is the not-found screen", async () => {
    stubRoutes({ "GET /api/jurisdictions/atlantis": notFound, "GET /api/entity/atlantis": notFound });
    renderApp("/atlantis");
    await shows("There is no city, region or motion page at this address. It may have been renamed or removed.");
  });
});
