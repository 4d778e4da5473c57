import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ClosingPanel } from "../../../../../web/src/features/landing/components/closing-panel";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";

describe("ClosingPanel", () => {
  it("makes the 24/7, 100% and ∞ claims and links Learn More to /about", async () => {
    renderInRouter(withGate(fakeGate({ as: "visitor" }), <ClosingPanel />));
    expect(await screen.findByText("24/7")).toBeInTheDocument();
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(screen.getByText("∞")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn More about Plaza" })).toHaveAttribute("href", "/about");
  });

  it("offers Join the Real-Time Movement to a logged-out visitor, opening the login dialog", async () => {
    const gate = fakeGate({ as: "visitor" });
    renderInRouter(withGate(gate, <ClosingPanel />));
    await userEvent.click(await screen.findByRole("button", { name: "Join the Real-Time Movement" }));
    expect(gate.requireMember).toHaveBeenCalledTimes(1);
  });

  it("does not offer it to someone already logged in", async () => {
    renderInRouter(withGate(fakeGate({ as: "member" }), <ClosingPanel />));
    expect(await screen.findByRole("link", { name: "Learn More about Plaza" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join the Real-Time Movement" })).not.toBeInTheDocument();
  });
});
