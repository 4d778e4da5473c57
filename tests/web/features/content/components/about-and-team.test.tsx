import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AboutPage } from "../../../../../web/src/features/content/components/about-page";
import { TeamPage } from "../../../../../web/src/features/content/components/team-page";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

describe("AboutPage", () => {
  it("covers the mission, who we are, the four things being built and the In Development card", async () => {
    renderInRouter(withGate(fakeGate({ as: "visitor" }), <AboutPage />));
    await screen.findByRole("heading", { level: 1 });
    for (const name of ["Our Mission", "Who We Are", "What We Are Building", "In Development"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const building = screen.getByRole("region", { name: "What We Are Building" });
    expect(within(building).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Public Input Loop",
      "Transparent Infrastructure",
      "Permanent Open System",
      "National Blueprint",
    ]);
    expect(screen.getByRole("link", { name: "Learn How You Can Contribute" })).toHaveAttribute("href", "/manifesto");
  });

  it("offers Join the Build to logged-out visitors, opening the auth dialog", async () => {
    const gate = fakeGate({ as: "visitor" });
    renderInRouter(withGate(gate, <AboutPage />));
    await userEvent.click(await screen.findByRole("button", { name: "Join the Build" }));
    expect(gate.requireMember).toHaveBeenCalledTimes(1);
  });

  it("does not offer Join the Build to members", async () => {
    renderInRouter(withGate(fakeGate({ as: "member" }), <AboutPage />));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: "Join the Build" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn How You Can Contribute" })).toBeInTheDocument();
  });
});

describe("TeamPage", () => {
  it("lists the teams by role, each reachable at the configured address with its own subject", async () => {
    stubApi(() => ({ body: { contactEmail: "team@plaza.test", sisterSite: { url: "https://example.org/", name: "Example" } } }));
    renderInRouter(<TeamPage />);
    const teams = await screen.findByRole("region", { name: "How the Work Is Divided" });
    const roles = within(teams).getAllByRole("article");
    expect(roles.map((role) => role.querySelector("h3")?.textContent)).toEqual([
      "Product & Civic Partnerships",
      "Engineering",
      "Scoring & Methodology",
      "Trust & Safety",
      "Editorial & Moderation",
    ]);
    expect(await within(teams).findByRole("link", { name: "E-mail Engineering" })).toHaveAttribute("href", "mailto:team@plaza.test?subject=Engineering");
    expect(screen.getByRole("link", { name: "team@plaza.test" })).toHaveAttribute("href", "mailto:team@plaza.test");
    // Roles, not invented portraits.
    expect(within(teams).queryByRole("img")).not.toBeInTheDocument();
  });

  it("points to the contact form when the address cannot be read", async () => {
    stubApi(() => ({ status: 503, body: { message: "Unavailable" } }));
    renderInRouter(<TeamPage />);
    const teams = await screen.findByRole("region", { name: "How the Work Is Divided" });
    expect(await within(teams).findByRole("link", { name: "Contact Engineering" })).toHaveAttribute("href", "/contact");
  });
});
