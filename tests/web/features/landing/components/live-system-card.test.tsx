import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveSystemCard } from "../../../../../web/src/features/landing/components/live-system-card";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole("region", { name: "Live System" });
const findCard = () => screen.findByRole("region", { name: "Live System" });

describe("LiveSystemCard", () => {
  it("holds the figures' place while loading, then shows the live totals from GET /api/stats", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = stubApi(async () => {
      await gate;
      return { body: { pages: 12, motions: 1480, votes: 23915 } };
    });
    renderInRouter(<LiveSystemCard />);

    expect(await within(await findCard()).findByRole("status")).toHaveTextContent("Loading live figures…");
    release();

    await waitFor(() => expect(within(card()).getByText("Motion pages")).toBeInTheDocument());
    const pairs = within(card())
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Motion pages", "12"],
      ["Motions submitted", "1,480"],
      ["Votes cast", "23,915"],
    ]);
    expect(within(card()).getByText("Online")).toBeInTheDocument();
    expect(requests.map((url) => url.pathname)).toEqual(["/api/stats"]);
  });

  it("hides the figures rather than showing zeros when they cannot be read", async () => {
    stubApi(() => ({ status: 503, body: { message: "Unavailable" } }));
    renderInRouter(<LiveSystemCard />);

    expect(await within(await findCard()).findByText(/cannot be read right now/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(card()).queryByRole("term")).not.toBeInTheDocument();
    expect(within(card()).queryByText("0")).not.toBeInTheDocument();
    expect(within(card()).queryByText("Online")).not.toBeInTheDocument();
  });
});
