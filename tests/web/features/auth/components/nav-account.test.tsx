import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavBar } from "../../../../../web/src/components/nav-bar";
import { MenuAccount } from "../../../../../web/src/features/auth/components/menu-account";
import { NavAccount } from "../../../../../web/src/features/auth/components/nav-account";
import type { AuthUser } from "../../../../../web/src/features/auth/api/session";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The header as the root route composes it: the auth feature's controls in the shell's slots. */
function renderHeader(signedIn?: AuthUser) {
  if (signedIn) localStorage.setItem("token", "jwt-stored");
  stubAuthApi({ "GET /api/auth/loggedin": { body: { user: signedIn } } });
  return renderWithAuth(<NavBar account={<NavAccount />} menuAccount={(menu) => <MenuAccount {...menu} />} />);
}

const main = () => screen.findByRole("navigation", { name: "Main" });

describe("NavAccount", () => {
  it("offers Login to a visitor, which opens the modal in login mode", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(within(await main()).getByRole("button", { name: "Login" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  });

  it("shows a member's initial when there is no picture", async () => {
    renderHeader(member({ name: "ada Lovelace", profile: { link: null } }));
    const avatar = await within(await main()).findByRole("button", { name: "Account menu for ada Lovelace" });
    expect(within(avatar).getByTestId("avatar-initial")).toHaveTextContent(/^A$/);
    expect(avatar.querySelector("img")).toBeNull();
    expect(within(await main()).queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
  });

  it("shows the profile picture, without a referrer, when there is one", async () => {
    renderHeader(member({ profile: { link: "https://lh3.googleusercontent.com/a/ada" } }));
    const avatar = await within(await main()).findByRole("button", { name: /Account menu/ });
    const img = avatar.querySelector("img");
    expect(img).toHaveAttribute("src", "https://lh3.googleusercontent.com/a/ada");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(within(avatar).queryByTestId("avatar-initial")).not.toBeInTheDocument();
  });

  it("has a menu with Your activity (/me), Notifications (/me/notifications), Account (/me/account) and Logout, which removes the token and reloads; Escape closes it", async () => {
    const user = userEvent.setup();
    const { reload } = renderHeader(member());
    const avatar = await within(await main()).findByRole("button", { name: /Account menu/ });

    await user.click(avatar);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Your activity", "Notifications", "Account", "Logout"]);
    expect(within(menu).getByRole("menuitem", { name: "Your activity" })).toHaveAttribute("href", "/me");
    expect(within(menu).getByRole("menuitem", { name: "Notifications" })).toHaveAttribute("href", "/me/notifications");
    expect(within(menu).getByRole("menuitem", { name: "Account" })).toHaveAttribute("href", "/me/account");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(avatar).toHaveFocus();

    await user.click(avatar);
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("MenuAccount (side menu)", () => {
  it("repeats Login; it closes the menu and opens the modal", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(menu).getByRole("button", { name: "Login" }));

    const dialog = await screen.findByRole("dialog", { name: "Welcome back" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The menu's Login button is gone, so focus returns to the menu button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus());
  });

  it("repeats the avatar with the member's name, links to their screens and a Logout button", async () => {
    const user = userEvent.setup();
    const { reload } = renderHeader(member({ name: "Grace Hopper" }));
    await within(await main()).findByRole("button", { name: /Account menu/ });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });

    // The member's part is the avatar menu's module, loaded for members only.
    expect(await within(menu).findByText("Grace Hopper")).toBeInTheDocument();
    expect(within(menu).getByTestId("avatar-initial")).toHaveTextContent("G");
    expect(within(menu).getByRole("link", { name: "Your activity" })).toHaveAttribute("href", "/me");
    expect(within(menu).getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/me/notifications");
    expect(within(menu).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/me/account");
    await user.click(within(menu).getByRole("button", { name: "Logout" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
