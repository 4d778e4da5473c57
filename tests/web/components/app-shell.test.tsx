import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AppShell } from "../../../web/src/components/app-shell";
import { renderInRouter } from "../support/render-in-router";


describe("AppShell", () => {
  it("frames the screen: skip link, navigation bar, main content and footer", async () => {
    renderInRouter(
      <AppShell>
        <h1>Screen content</h1>
      </AppShell>,
    );
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("heading", { name: "Screen content" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("navigation", { name: "Main" }));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    // No account controls until accounts exist: nothing that does nothing.
    expect(screen.queryByRole("button", { name: /log ?in|sign ?in/i })).not.toBeInTheDocument();
  });

  it("moves focus to the main content from the skip link, the first thing to tab to", async () => {
    renderInRouter(
      <AppShell>
        <p>Body</p>
      </AppShell>,
    );
    await screen.findByRole("main");
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
