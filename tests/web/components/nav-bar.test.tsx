import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NavBar } from "../../../web/src/components/nav-bar";
import { renderInRouter } from "../support/render-in-router";

afterEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    fireEvent.scroll(window);
  });

describe("NavBar", () => {
  it("links the brand home and shows the four header links", async () => {
    renderInRouter(<NavBar />);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Plaza" })).toHaveAttribute("href", "/");
    expect(within(nav).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Manifesto",
      "Motions",
      "Motion Pages",
      "About Us",
    ]);
    expect(within(nav).getByRole("link", { name: "Motion Pages" })).toHaveAttribute("href", "/pages");
    expect(within(nav).queryByRole("button", { name: /log ?in/i })).not.toBeInTheDocument();
  });

  it("shows the notifications slot in the bar itself, between the theme toggle and the account, at every width", async () => {
    renderInRouter(<NavBar notifications={<button type="button">Bell</button>} account={<button type="button">Avatar</button>} />);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label") ?? button.textContent);
    expect(names).toEqual([expect.stringMatching(/^Switch to (dark|light) theme$/), "Bell", "Avatar", "Open menu"]);
    // Only the menu button is for small screens; the bell is never hidden behind it.
    expect(within(nav).getByRole("button", { name: "Bell" }).closest(".md\\:hidden")).toBeNull();
  });

  it("adds Our Team on a motion page detail", async () => {
    renderInRouter(<NavBar />, { path: "/rivermouth/city-council" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Our Team" })).toHaveAttribute("href", "/team"));
  });

  it("marks the current page's link", async () => {
    renderInRouter(<NavBar />, { path: "/pages" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Motion Pages" })).toHaveAttribute("aria-current", "page"));
  });

  it("hides when scrolling down past 64 px and comes back on scroll up", async () => {
    renderInRouter(<NavBar />);
    const header = (await screen.findByRole("navigation", { name: "Main" })).closest("header")!;

    scrollTo(40);
    expect(header).not.toHaveClass("-translate-y-full");
    scrollTo(200);
    expect(header).toHaveClass("-translate-y-full");
    scrollTo(150);
    expect(header).not.toHaveClass("-translate-y-full");
  });

  it("opens a side menu repeating the links and theme toggle; a link tap closes it", async () => {
    const { router } = renderInRouter(<NavBar />);
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));

    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("link", { name: "Motion Pages" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/pages");
  });

  it("closes the side menu on Escape and returns focus to the menu button", async () => {
    renderInRouter(<NavBar />);
    const button = await screen.findByRole("button", { name: "Open menu" });
    await userEvent.click(button);
    await screen.findByRole("dialog", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "true");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
