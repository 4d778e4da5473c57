import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from "@contract/jurisdictions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CityCampaigns } from "../../../../../web/src/features/jurisdictions/components/city-campaigns";
import { PageCardList } from "../../../../../web/src/features/pages/components/page-card-list";
import { cedarFalls, millbrook, rivermouth } from "../../../support/jurisdiction-fixtures";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes, type Call } from "../../../support/stub-api";
import { makePage } from "../../pages/page-fixtures";
import { nationTree } from "../jurisdiction-fixtures";

// The home page's Motion Campaigns in a nation of cities: which city's pages it lists, the suggestion of a
// first visit, the chooser, and the `plaza_city` cookie that lets the server render the same city next time.

type Place = { slug: string; name: string } | null;

/** A fake Worker: the suggestion, the tree, and one page per city ("Transit of Rivermouth"), or every city's. */
function serve({ suggested = null, chosen = null }: { suggested?: Place; chosen?: Place } = {}) {
  const pagesOf = ({ url }: Call) => {
    const city = url.searchParams.get("jurisdiction");
    return { body: [makePage({ name: city ? `Transit of ${city}` : "Every city's transit" })] };
  };
  return stubRoutes({
    "GET /api/jurisdictions/suggest": { body: { suggested, chosen } },
    "GET /api/jurisdictions": { body: nationTree() },
    "GET /api/entity": pagesOf,
  });
}

function renderCampaigns(gate = fakeGate({ as: "visitor" })) {
  return renderInRouter(withGate(gate, <CityCampaigns renderPages={(city) => <PageCardList jurisdiction={city?.slug} />} />));
}

const pageLists = (api: ReturnType<typeof serve>) =>
  api.requests.filter((url) => url.pathname === "/api/entity").map((url) => url.searchParams.get("jurisdiction"));
const cookieWrites = () => vi.spyOn(Document.prototype, "cookie", "set");

afterEach(() => {
  document.cookie = `${CITY_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CityCampaigns", () => {
  it("asks a first-time visitor whether they are in the city the edge suggests; Yes lists its pages and remembers it", async () => {
    const user = userEvent.setup();
    const writes = cookieWrites();
    const api = serve({ suggested: rivermouth });
    renderCampaigns();
    expect(await screen.findByRole("heading", { name: "Are you in Rivermouth?" })).toBeInTheDocument();
    // Until the visitor answers, every city's pages, as before the nation.
    expect(await screen.findByRole("link", { name: "Every city's transit" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Yes, I am in Rivermouth" }));
    expect(await screen.findByRole("heading", { name: "Motion pages in Rivermouth" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Transit of rivermouth" })).toBeInTheDocument();
    expect(pageLists(api)).toEqual([null, "rivermouth"]);
    expect(document.cookie).toContain(`${CITY_COOKIE}=rivermouth`);
    expect(writes).toHaveBeenCalledWith(`${CITY_COOKIE}=rivermouth; Max-Age=${CITY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
    // The pressed button is gone: focus goes on to the new line's Change city.
    await waitFor(() => expect(screen.getByRole("button", { name: "Change city" })).toHaveFocus());
    expect(screen.getByRole("link", { name: "More from Rivermouth" })).toHaveAttribute("href", "/rivermouth");
  });

  it("Choose another opens the chooser: cities by region, narrowed by typing, chosen with the keyboard", async () => {
    const user = userEvent.setup();
    const api = serve({ suggested: rivermouth });
    renderCampaigns();
    await user.click(await screen.findByRole("button", { name: "Choose another" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose your city" });
    const highlands = await within(dialog).findByRole("region", { name: "Highlands" });
    expect(within(highlands).getAllByRole("button").map((b) => b.textContent)).toEqual(["Cedar Falls", "Port Alder"]);
    expect(within(within(dialog).getByRole("region", { name: "Riverland" })).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Millbrook",
      "Rivermouth",
    ]);

    await user.type(within(dialog).getByRole("searchbox", { name: "Find a city" }), "CEDAR");
    expect(within(dialog).getAllByRole("button", { name: /Cedar|Port|Mill|River/ }).map((b) => b.textContent)).toEqual(["Cedar Falls"]);
    await user.keyboard("{ArrowDown}");
    expect(within(dialog).getByRole("button", { name: "Cedar Falls" })).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("heading", { name: "Motion pages in Cedar Falls" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Transit of cedar-falls" })).toBeInTheDocument();
    expect(document.cookie).toContain(`${CITY_COOKIE}=cedar-falls`);
    expect(pageLists(api)).toContain("cedar-falls");
  });

  it("says so when no city matches what was typed", async () => {
    const user = userEvent.setup();
    serve();
    renderCampaigns();
    await user.click(await screen.findByRole("button", { name: "Choose your city" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose your city" });
    await within(dialog).findByRole("button", { name: "Millbrook" });
    await user.type(within(dialog).getByRole("searchbox", { name: "Find a city" }), "Atlantis");
    expect(within(dialog).getByRole("status")).toHaveTextContent("No city matches “Atlantis”.");
  });

  it("starts in the city this browser chose, without asking, and marks it in the chooser", async () => {
    const user = userEvent.setup();
    const api = serve({ suggested: rivermouth, chosen: cedarFalls });
    renderCampaigns();
    expect(await screen.findByRole("heading", { name: "Motion pages in Cedar Falls" })).toBeInTheDocument();
    expect(screen.queryByText(/Are you in/)).toBeNull();
    expect(await screen.findByRole("link", { name: "Transit of cedar-falls" })).toBeInTheDocument();
    expect(pageLists(api)).toEqual(["cedar-falls"]);

    await user.click(screen.getByRole("button", { name: "Change city" }));
    const current = await within(await screen.findByRole("dialog")).findByRole("button", { current: true });
    expect(current).toHaveTextContent("Cedar FallsCurrent");
  });

  it("starts a member with a home city there, and remembers it for the server's next render", async () => {
    serve({ suggested: rivermouth });
    renderCampaigns(fakeGate({ homeCity: { slug: millbrook.slug, name: millbrook.name } }));
    expect(await screen.findByRole("heading", { name: "Motion pages in Millbrook" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Transit of millbrook" })).toBeInTheDocument();
    expect(screen.queryByText(/Are you in/)).toBeNull();
    await waitFor(() => expect(document.cookie).toContain(`${CITY_COOKIE}=millbrook`));
  });

  it("without a choice or a suggestion, lists every city's pages and offers the chooser", async () => {
    const api = serve();
    renderCampaigns();
    expect(await screen.findByRole("heading", { name: "Motion pages from every city" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Every city's transit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose your city" })).toBeInTheDocument();
    expect(pageLists(api)).toEqual([null]);
    expect(document.cookie).not.toContain(CITY_COOKIE);
  });
});
