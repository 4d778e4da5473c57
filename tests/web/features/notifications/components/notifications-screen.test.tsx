import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NotificationsScreen } from "../../../../../web/src/features/notifications/components/notifications-screen";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes, type Call, type Route } from "../../../support/stub-api";
import { makeNotification, notificationPage } from "../notification-fixtures";

// /me/notifications: the whole list a page at a time, marking read, and the e-mail preferences saved as
// they are flipped. A visitor gets the login dialog.

const allOn = { settings: { emailMyMotions: true, emailVoted: true, emailFollowed: true } };
const first = makeNotification({ _id: "n1" });
const second = makeNotification({ _id: "n2", readAt: "2026-03-01T00:00:00.000Z" });
const older = makeNotification({ _id: "n3", kind: "scored", update: null, readAt: "2026-02-01T00:00:00.000Z" });

function renderScreen(routes: Record<string, Route>, gate = fakeGate()) {
  const api = stubRoutes({
    "GET /api/me/notifications/unread": { body: { unread: 1 } },
    "GET /api/me/notification-settings": { body: allOn },
    ...routes,
  });
  return { api, ...renderInRouter(withGate(gate, <NotificationsScreen />)) };
}

const sent = (api: ReturnType<typeof stubRoutes>, method: string) => api.calls.filter((c: Call) => c.method === method).map((c) => c.body);

describe("NotificationsScreen", () => {
  it("lists every notification a page at a time, and marks all read", async () => {
    const user = userEvent.setup();
    const { api } = renderScreen({
      "GET /api/me/notifications": ({ url }) =>
        url.searchParams.get("cursor") === "page-2" ? notificationPage([older], { unread: 1 }) : notificationPage([first, second], { nextCursor: "page-2" }),
      "POST /api/me/notifications/read": { body: { unread: 0 } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    const inbox = screen.getByRole("region", { name: "Inbox" });
    expect(await within(inbox).findAllByRole("link")).toHaveLength(2);
    expect(within(inbox).getByText("1 unread")).toBeInTheDocument();

    await user.click(within(inbox).getByRole("button", { name: "Load more" }));
    expect(await within(inbox).findByRole("link", { name: /Your motion was scored: 72\/100/ })).toHaveAttribute("href", `/rivermouth/transit-authority/motions/${older.motion._id}`);
    expect(api.requests.filter((u) => u.pathname === "/api/me/notifications").map((u) => u.searchParams.get("cursor"))).toEqual([null, "page-2"]);
    expect(within(inbox).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();

    const markAll = within(inbox).getByRole("button", { name: "Mark all read" });
    await user.click(markAll);
    await waitFor(() => expect(sent(api, "POST")).toEqual([{ all: true }]));
    await waitFor(() => expect(within(inbox).queryByText(/Unread:/)).not.toBeInTheDocument());
    expect(within(inbox).queryByText("1 unread")).not.toBeInTheDocument();
    // Still there with focus on it, but a second press asks nothing.
    expect(markAll).toHaveFocus();
    expect(markAll).toHaveAttribute("aria-disabled", "true");
    await user.click(markAll);
    expect(sent(api, "POST")).toEqual([{ all: true }]);
  });

  it("opens a row's motion and marks it read", async () => {
    const user = userEvent.setup();
    const { api, router } = renderScreen({
      "GET /api/me/notifications": notificationPage([first, second]),
      "POST /api/me/notifications/read": { body: { unread: 0 } },
    });
    const row = await screen.findByRole("link", { name: /^Unread: Transit Authority answered your motion/ });
    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rivermouth/transit-authority/motions/${first.motion._id}`));
    await waitFor(() => expect(sent(api, "POST")).toEqual([{ ids: ["n1"] }]));
  });

  it("saves an e-mail switch the moment it is flipped, and says so", async () => {
    const user = userEvent.setup();
    const { api } = renderScreen({
      "GET /api/me/notifications": notificationPage([]),
      "PUT /api/me/notification-settings": ({ body }) => ({ body: { message: "Notification settings saved.", settings: { ...allOn.settings, ...(body as object) } } }),
    });
    const prefs = await screen.findByRole("region", { name: "E-mail preferences" });
    expect(within(prefs).getByText(/In-app notifications, under the bell, are always on/)).toBeInTheDocument();
    const voted = await within(prefs).findByRole("switch", { name: "Motions I voted on" });
    expect(within(prefs).getAllByRole("switch").map((s) => s.getAttribute("id"))).toEqual(["email-author", "email-voter", "email-follower"]);
    expect(within(prefs).getByRole("switch", { name: "My motions" })).toBeChecked();
    expect(within(prefs).getByRole("switch", { name: "Pages I follow" })).toBeChecked();
    expect(voted).toHaveAccessibleDescription("When the city responds to a motion you voted on, up or down.");

    await user.click(voted);
    expect(voted).not.toBeChecked();
    expect(await screen.findByText("Notification settings saved.")).toBeInTheDocument();
    expect(sent(api, "PUT")).toEqual([{ emailVoted: false }]);
    expect(voted).not.toBeChecked();
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("puts a switch back and says why when the save is refused", async () => {
    const user = userEvent.setup();
    renderScreen({
      "GET /api/me/notifications": notificationPage([]),
      "PUT /api/me/notification-settings": { status: 503, body: { message: "Plaza is busy. Try again in a minute." } },
    });
    const followed = await screen.findByRole("switch", { name: "Pages I follow" });
    await user.click(followed);
    expect(await screen.findByText("Plaza is busy. Try again in a minute.")).toBeInTheDocument();
    await waitFor(() => expect(followed).toBeChecked());
  });

  it("sends a visitor to the login dialog and asks the server nothing", async () => {
    const gate = fakeGate({ as: "visitor" });
    const { api } = renderScreen({}, gate);
    expect(await screen.findByText(/Log in to see your notifications/)).toBeInTheDocument();
    expect(gate.requireMember).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(0);
  });
});
