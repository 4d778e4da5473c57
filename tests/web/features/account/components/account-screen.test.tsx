import { accountMessages } from "@contract/account";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountScreen } from "../../../../../web/src/features/account/components/account-screen";
import { stubRoutes, type Route } from "../../../support/stub-api";
import { makeAccount, renderAccount } from "../account-fixtures";

// /me/account: each part of the account, what it sends and what it tells the member; the session (the
// header's avatar and name) follows every change through lib/session-control.

// jsdom has no layout, so no scrolling: the in-page links and a mailed deletion link scroll to a section.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.restoreAllMocks();
});

const renderScreen = (routes: Record<string, Route>, options: { token?: string; as?: "member" | "visitor" } = {}) => {
  const api = stubRoutes(routes);
  return { api, ...renderAccount(<AccountScreen token={options.token} />, { as: options.as }) };
};
const region = (name: string) => screen.findByRole("region", { name });
const bodies = (api: ReturnType<typeof stubRoutes>, key: string) =>
  api.calls.filter((c) => `${c.method} ${c.url.pathname}` === key).map((c) => c.body);

describe("AccountScreen", () => {
  it("asks a visitor to log in and reads nothing", async () => {
    const { api, gate } = renderScreen({}, { as: "visitor" });
    expect(await screen.findByText("Log in to manage your account.")).toBeInTheDocument();
    expect(gate.requireMember).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it("shows every part, and a saved name reaches the header's session at once", async () => {
    const user = userEvent.setup();
    const renamed = makeAccount({ name: "Ada King" });
    const { api, session } = renderScreen({
      "GET /api/me": { body: { user: makeAccount() } },
      "PATCH /api/me": { body: { message: accountMessages.nameSaved, user: renamed } },
    });
    const profile = await region("Profile");
    const nav = screen.getByRole("navigation", { name: "Account sections" });
    expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(["Profile", "Home city", "Password", "E-mail address", "Sessions", "Your data", "Delete account"]);
    for (const name of ["Home city", "Password", "E-mail address", "Sessions", "Your data", "Delete account"]) expect(await region(name)).toBeInTheDocument();
    expect(within(profile).getByText(/Member since March 4, 2026\./)).toBeInTheDocument();

    const name = within(profile).getByLabelText("Name");
    expect(name).toHaveValue("Ada Lovelace");
    await user.clear(name);
    await user.type(name, "Ada King");
    await user.click(within(profile).getByRole("button", { name: "Save name" }));
    expect(await screen.findByText(accountMessages.nameSaved)).toBeInTheDocument();
    expect(bodies(api, "PATCH /api/me")).toEqual([{ name: "Ada King" }]);
    expect(session.showMember).toHaveBeenCalledWith(renamed);
  });

  it("changes the password and keeps this session with the new token", async () => {
    const user = userEvent.setup();
    const account = makeAccount();
    const { api, session } = renderScreen({
      "GET /api/me": { body: { user: account } },
      "POST /api/me/password": { body: { message: accountMessages.passwordChanged, token: "new-token", user: account } },
    });
    const section = await region("Password");
    await user.type(within(section).getByLabelText("Current password"), "Old-password-1");
    await user.type(within(section).getByLabelText("New password"), "New-password-2");
    await user.type(within(section).getByLabelText("Confirm new password"), "New-password-3");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    expect(await within(section).findByText("Passwords do not match")).toBeInTheDocument();
    expect(bodies(api, "POST /api/me/password")).toEqual([]);

    await user.clear(within(section).getByLabelText("Confirm new password"));
    await user.type(within(section).getByLabelText("Confirm new password"), "New-password-2");
    await user.click(within(section).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(bodies(api, "POST /api/me/password")).toEqual([{ currentPassword: "Old-password-1", password: "New-password-2" }]);
    expect(session.renewSession).toHaveBeenCalledWith("new-token", account);
    await waitFor(() => expect(within(section).getByLabelText("Current password")).toHaveValue(""));
  });

  it("offers a Google-only account a link to set a password, and its deletion by mailed link", async () => {
    const user = userEvent.setup();
    const { api } = renderScreen({
      "GET /api/me": { body: { user: makeAccount({ hasPassword: false, googleLinked: true, pictureSource: "google", profile: { link: "https://lh3.example/p.jpg" } }) } },
      "POST /api/me/password/link": { body: { message: accountMessages.setPasswordLinkSent } },
      "POST /api/me/deletion-link": { body: { message: accountMessages.deletionLinkSent } },
    });
    const password = await region("Password");
    expect(within(password).getByText("Your account signs in with Google.")).toBeInTheDocument();
    expect(within(await region("E-mail address")).getByText(new RegExp(accountMessages.passwordNeededForEmail))).toBeInTheDocument();
    expect(within(await region("Profile")).getByText(/Your Google picture/)).toBeInTheDocument();

    const send = within(password).getByRole("button", { name: "E-mail me a link to set a password" });
    await user.click(send);
    expect(await within(password).findByRole("status")).toHaveTextContent(accountMessages.setPasswordLinkSent);
    expect(bodies(api, "POST /api/me/password/link")).toHaveLength(1);

    const deletion = await region("Delete account");
    expect(within(deletion).queryByLabelText("Your password")).not.toBeInTheDocument();
    await user.click(within(deletion).getByRole("button", { name: "E-mail me a confirmation link" }));
    expect(await within(deletion).findByRole("status")).toHaveTextContent(accountMessages.deletionLinkSent);
  });

  it("signs out everywhere once however often it is pressed: home, the session forgotten, the server's message", async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const { api, session, router } = renderScreen({
      "GET /api/me": { body: { user: makeAccount() } },
      // Held until both clicks of the double click are in.
      "POST /api/me/sessions/revoke": () =>
        new Promise((resolve) => (answer = () => resolve({ body: { message: accountMessages.signedOutEverywhere } }))),
    });
    const button = within(await region("Sessions")).getByRole("button", { name: "Sign out everywhere" });
    // Two clicks in one go, before the re-render that disables the button.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(session.endSession).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(accountMessages.signedOutEverywhere)).toBeInTheDocument();
    expect(bodies(api, "POST /api/me/sessions/revoke")).toHaveLength(1);
  });

  it("downloads the data under the Worker's file name", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => "blob:plaza/export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    const keep = (event: MouseEvent) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target : null;
      if (!link?.download) return;
      event.preventDefault(); // jsdom cannot save files; the test reads what would have been saved
      saved.push({ name: link.download, href: link.href });
    };
    document.addEventListener("click", keep);
    renderScreen({
      "GET /api/me": { body: { user: makeAccount() } },
      "GET /api/me/export": { body: { schemaVersion: 1 }, headers: { "Content-Disposition": 'attachment; filename="plaza-data-2026-11-25.json"' } },
    });
    await user.click(within(await region("Your data")).getByRole("button", { name: "Download your data" }));
    expect(await screen.findByText("Your data was saved as plaza-data-2026-11-25.json.")).toBeInTheDocument();
    document.removeEventListener("click", keep);
    expect(saved).toEqual([{ name: "plaza-data-2026-11-25.json", href: "blob:plaza/export" }]);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it("saves nothing of an export cut off on the way, and says so", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => "blob:plaza/export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderScreen({ "GET /api/me": { body: { user: makeAccount() } } });
    // A document that stops mid-way, as a stream cut on the server leaves it; stubApi only sends whole JSON.
    const routed = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname === "/api/me/export"
        ? Promise.resolve(new Response('{"schemaVersion":1,"motions":[', { headers: { "Content-Type": "application/json" } }))
        : routed(input, init),
    );
    await user.click(within(await region("Your data")).getByRole("button", { name: "Download your data" }));
    expect(await screen.findByText("Your data could not be downloaded completely. Please try again.")).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("tells why a download was refused", async () => {
    const user = userEvent.setup();
    renderScreen({
      "GET /api/me": { body: { user: makeAccount() } },
      "GET /api/me/export": { status: 429, body: { message: accountMessages.tooManyExports } },
    });
    await user.click(within(await region("Your data")).getByRole("button", { name: "Download your data" }));
    expect(await screen.findByText(accountMessages.tooManyExports)).toBeInTheDocument();
  });

  it("opens a mailed deletion link at the delete section, with the link standing in for the password", async () => {
    renderScreen({ "GET /api/me": { body: { user: makeAccount({ hasPassword: false }) } } }, { token: "mailed-token" });
    const heading = await screen.findByRole("heading", { level: 2, name: "Delete account" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(await region("Delete account")).getByText(/You opened the confirmation link/)).toBeInTheDocument();
  });
});
