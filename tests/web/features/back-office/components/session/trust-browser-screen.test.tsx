import { browserTrustMessages } from "@contract/browser-trust";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrustBrowserScreen } from "../../../../../../web/src/features/back-office/components/session/trust-browser-screen";
import type { StaffKind } from "../../../../../../web/src/features/back-office/lib/staff-kind";
import { currentRoute, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => vi.unstubAllGlobals());

async function open(kind: StaffKind, token: string | undefined, routes: Parameters<typeof stubStaffApi>[0] = {}) {
  const user = userEvent.setup();
  const api = stubStaffApi(routes);
  renderBackOffice(<TrustBrowserScreen kind={kind} token={token} />, { path: `/${kind}/trust-browser` });
  return { user, api };
}

describe("The browser-trust link's page", () => {
  it("changes nothing when opened (mail scanners open links): only its button sends the token, then it says to sign in", async () => {
    const { user, api } = await open("admin", "tok-1", { "POST /api/admin/trust-browser": { body: { message: browserTrustMessages.browserTrusted } } });
    expect(await screen.findByRole("heading", { name: "Trust this browser?" })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Trust this browser" }));
    expect(await screen.findByRole("heading", { name: "This browser is trusted" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(browserTrustMessages.browserTrusted);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: "tok-1" });
    await user.click(screen.getByRole("link", { name: "Go to sign in" }));
    await currentRoute("admin");
  });

  it("sends an editor's link to the editors' route", async () => {
    const { user, api } = await open("editor", "tok-2", { "POST /api/editor/trust-browser": { body: { message: browserTrustMessages.browserTrusted } } });
    await user.click(await screen.findByRole("button", { name: "Trust this browser" }));
    await screen.findByRole("heading", { name: "This browser is trusted" });
    expect(api.calls[0]?.url.pathname).toBe("/api/editor/trust-browser");
  });

  it("says a spent or expired link did not work, and how to get a new one", async () => {
    const { user } = await open("editor", "spent", { "POST /api/editor/trust-browser": { status: 400, body: { message: browserTrustMessages.invalidLink } } });
    await user.click(await screen.findByRole("button", { name: "Trust this browser" }));
    expect(await screen.findByRole("heading", { name: "This link did not work" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(`${browserTrustMessages.invalidLink} Ask an admin for a new link.`);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("offers to try again after a failure that is not the link's", async () => {
    const { user, api } = await open("admin", "tok-3", { "POST /api/admin/trust-browser": { status: 503, body: { message: "Unavailable." } } });
    await user.click(await screen.findByRole("button", { name: "Trust this browser" }));
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it("says a link without its token is incomplete, and sends nothing", async () => {
    const { api } = await open("admin", undefined);
    expect(await screen.findByRole("heading", { name: "This link is incomplete" })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
