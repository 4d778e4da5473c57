import { notificationMessages } from "@contract/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UnsubscribeScreen } from "../../../../../web/src/features/notifications/components/unsubscribe-screen";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes } from "../../../support/stub-api";

// The mailed unsubscribe link: opening it changes nothing (mail scanners follow links); the button POSTs
// the token, and the screen shows what the server said, its refusal included.

const settingsLink = () => screen.getByRole("link", { name: "Manage all e-mail preferences" });

describe("UnsubscribeScreen", () => {
  it("posts the token only when Unsubscribe is pressed, then shows the server's message", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({
      "POST /api/notifications/unsubscribe": { body: { message: "You will no longer get e-mails about motions you voted on.", category: "voter" } },
    });
    renderInRouter(<UnsubscribeScreen token="signed.token+/=" />);
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(screen.getByRole("heading", { level: 1, name: "Unsubscribe from these e-mails?" })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.click(button);
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("You will no longer get e-mails about motions you voted on.");
    expect(status).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute("href", "/me/notifications");
    expect(api.calls.map((c) => [c.method, c.url.pathname, c.url.searchParams.get("token")])).toEqual([
      ["POST", "/api/notifications/unsubscribe", "signed.token+/="],
    ]);
  });

  it("shows the server's message for a link that is not valid", async () => {
    const user = userEvent.setup();
    stubRoutes({ "POST /api/notifications/unsubscribe": { status: 400, body: { message: notificationMessages.badToken } } });
    renderInRouter(<UnsubscribeScreen token="tampered" />);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(notificationMessages.badToken);
    expect(screen.getByRole("heading", { level: 1, name: "This link did not work" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute("href", "/me/notifications");
  });

  it("offers a retry when the server could not be reached", async () => {
    const user = userEvent.setup();
    let down = true;
    const api = stubRoutes({
      "POST /api/notifications/unsubscribe": () =>
        down ? { status: 503, body: { message: "Plaza is busy." } } : { body: { message: "You will no longer get e-mails about your motions.", category: "author" } },
    });
    renderInRouter(<UnsubscribeScreen token="good" />);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Plaza is busy.");
    down = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You will no longer get e-mails about your motions.");
    await waitFor(() => expect(api.requests).toHaveLength(2));
  });

  it("says so when the link has no token, and sends nothing", async () => {
    const api = stubRoutes({});
    renderInRouter(<UnsubscribeScreen />);
    expect(await screen.findByRole("heading", { level: 1, name: "This unsubscribe link is incomplete" })).toBeInTheDocument();
    expect(screen.getByText(notificationMessages.badToken)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute("href", "/me/notifications");
    expect(api.requests).toHaveLength(0);
  });
});
