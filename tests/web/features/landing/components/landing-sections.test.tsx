import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingSections } from "../../../../../web/src/features/landing/components/landing-sections";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

const renderLanding = async () => {
  stubApi(() => ({ body: { pages: 3, motions: 40, votes: 512 } }));
  renderInRouter(<LandingSections />);
  return screen.findByRole("heading", { level: 1 });
};

describe("LandingSections", () => {
  it("opens with the closed-doors headline and the two ways in", async () => {
    expect(await renderLanding()).toHaveTextContent("From Closed Doors to Real-Time Democracy");
    expect(screen.getByRole("link", { name: "Join the Real-Time Movement" })).toHaveAttribute("href", "/manifesto");
    expect(screen.getByRole("link", { name: "See How It Works" })).toHaveAttribute("href", "/motions");
  });

  it("shows three badges and the Speak / See / Shape panel", async () => {
    await renderLanding();
    expect(within(screen.getByRole("list", { name: "Plaza at a glance" })).getAllByRole("listitem")).toHaveLength(3);
    const panel = screen.getByRole("heading", { name: "What you can do here" }).parentElement!;
    expect(within(panel).getByText("Share motions and priorities")).toBeInTheDocument();
    expect(within(panel).getByText("Understand plans before they lock")).toBeInTheDocument();
    expect(within(panel).getByText("Daily input that guides decisions")).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem").map((item) => item.querySelector("p")?.firstChild?.textContent)).toEqual([
      "Speak",
      "See",
      "Shape",
    ]);
  });

  it("has its sections in order, each a named region", async () => {
    await renderLanding();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        "The Fortress Is Crumbling",
        "A Living Communication Bridge",
        "Honesty Beats the Game When It's Public",
        "The First Real-Time Democracy",
      ]),
    );
    const order = ["The Fortress Is Crumbling", "A Living Communication Bridge", "Honesty Beats the Game When It's Public", "The First Real-Time Democracy"];
    expect(headings.filter((h) => order.includes(h ?? ""))).toEqual(order);
    for (const name of order) expect(screen.getByRole("region", { name })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Public Oversight" })).toBeInTheDocument();
  });

  it("numbers the bridge's four points and shows the live figures beside them", async () => {
    await renderLanding();
    const bridge = screen.getByRole("region", { name: "A Living Communication Bridge" });
    expect(within(bridge).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Direct Input",
      "Radical Transparency",
      "Continuous Participation",
      "Tech Infrastructure",
      "Live System",
    ]);
    expect(await within(bridge).findByText("512")).toBeInTheDocument();
  });
});
