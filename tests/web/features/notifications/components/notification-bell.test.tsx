import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "../../../../../web/src/features/notifications/components/notification-bell";
import { NotificationFeed } from "../../../../../web/src/features/notifications/components/notification-feed";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes, type Route } from "../../../support/stub-api";
import { makeNotification, notificationPage } from "../notification-fixtures";

// The header's bell: the unread figure (polled), the latest notifications in a menu, marking read, and
// nothing at all for a visitor.

afterEach(() => {
  vi.useRealTimers();
});

const answered = makeNotification({ _id: "n-new", reason: "author" });
const voted = makeNotification({
  _id: "n-voted",
  reason: "voter",
  readAt: "2026-03-01T00:00:00.000Z",
  update: { _id: "u2", status: "in_progress", previousStatus: "accepted", text: "Crews are on site.", by: { name: "Plaza Admin", role: "admin" } },
});
voted.motion.entity.slug = "parks";

function renderBell(routes: Record<string, Route>, gate = fakeGate()) {
  const api = stubRoutes(routes);
  const view = renderInRouter(
    withGate(
      gate,
      <>
        <NotificationBell />
        <p>Header drawn</p>
      </>,
    ),
  );
  return { api, ...view };
}

const posts = (api: ReturnType<typeof stubRoutes>) => api.calls.filter((c) => c.method === "POST").map((c) => c.body);

describe("NotificationBell", () => {
  it("is not there for a visitor, and asks the server nothing", async () => {
    const { api } = renderBell({}, fakeGate({ as: "visitor" }));
    await screen.findByText("Header drawn");
    expect(screen.queryByRole("button", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("names the unread count and caps the badge at 99+", async () => {
    renderBell({ "GET /api/me/notifications/unread": { body: { unread: 120 } } });
    const bell = await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(within(bell).getByTestId("unread-badge")).toHaveTextContent("99+");
  });

  it("lists the latest, newest first, with what happened, the motion and the response", async () => {
    const user = userEvent.setup();
    renderBell({
      "GET /api/me/notifications/unread": { body: { unread: 1 } },
      "GET /api/me/notifications": notificationPage([answered, voted]),
    });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const menu = await screen.findByRole("menu");
    const items = await within(menu).findAllByRole("menuitem", { name: /answered|voted on/ });
    expect(items.map((item) => item.getAttribute("href"))).toEqual([`/rivermouth/transit-authority/motions/${answered.motion._id}`, `/rivermouth/parks/motions/${voted.motion._id}`]);
    // Named by what happened, described by the motion's and the response's first lines and the time.
    expect(items[0]).toHaveAccessibleName("Unread: Transit Authority answered your motion · Accepted");
    expect(items[0]).toHaveAccessibleDescription("“Light the riverside path.” Dana: Funded for next spring. 3 hours ago · Transit Authority");
    expect(items[1]).toHaveAccessibleName("A motion you voted on is now In progress");
    expect(items[1]).toHaveAccessibleDescription(/Plaza Admin: Crews are on site\./);
    expect(within(menu).getByRole("menuitem", { name: "See all notifications" })).toHaveAttribute("href", "/me/notifications");
  });

  it("marks all read with { all: true }, and the count goes away", async () => {
    const user = userEvent.setup();
    const { api } = renderBell({
      "GET /api/me/notifications/unread": { body: { unread: 1 } },
      "GET /api/me/notifications": notificationPage([answered, voted]),
      "POST /api/me/notifications/read": { body: { unread: 0 } },
    });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark all read" }));

    await waitFor(() => expect(posts(api)).toEqual([{ all: true }]));
    // The menu stays open so the change shows: the row is no longer unread.
    const menu = screen.getByRole("menu");
    await waitFor(() => expect(within(menu).queryByText(/Unread:/)).not.toBeInTheDocument());
    // It stays where it was, so keyboard focus does too, but there is nothing left to do.
    expect(within(menu).getByRole("menuitem", { name: "Mark all read" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
  });

  it("marks an unread one read when chosen, and opens its motion", async () => {
    const user = userEvent.setup();
    const { api, router } = renderBell({
      "GET /api/me/notifications/unread": { body: { unread: 1 } },
      "GET /api/me/notifications": notificationPage([answered, voted]),
      "POST /api/me/notifications/read": { body: { unread: 0 } },
    });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("menuitem", { name: /answered your motion/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/rivermouth/transit-authority/motions/${answered.motion._id}`));
    expect(await screen.findByTestId("route")).toHaveTextContent("motion");
    await waitFor(() => expect(posts(api)).toEqual([{ ids: ["n-new"] }]));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens a read one without asking to mark it", async () => {
    const user = userEvent.setup();
    const { api, router } = renderBell({
      "GET /api/me/notifications/unread": { body: { unread: 0 } },
      "GET /api/me/notifications": notificationPage([voted]),
    });
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    await user.click(await screen.findByRole("menuitem", { name: /voted on/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rivermouth/parks/motions/${voted.motion._id}`));
    expect(posts(api)).toEqual([]);
  });

  it("says honestly that there is nothing yet, and what will come", async () => {
    const user = userEvent.setup();
    renderBell({
      "GET /api/me/notifications/unread": { body: { unread: 0 } },
      "GET /api/me/notifications": notificationPage([]),
    });
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    const menu = await screen.findByRole("menu");
    expect(await within(menu).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(menu).getByText(/When the city answers a motion you posted or voted on/)).toBeInTheDocument();
  });

  it("asks for the unread count again every minute", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let unread = 0;
    const { api } = renderBell({ "GET /api/me/notifications/unread": () => ({ body: { unread } }) });
    await screen.findByRole("button", { name: "Notifications" });
    unread = 2;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === "/api/me/notifications/unread")).toHaveLength(2);
  });

  it("refreshes a list on screen when the polled count rises", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let arrived = false;
    stubRoutes({
      "GET /api/me/notifications/unread": () => ({ body: { unread: arrived ? 1 : 0 } }),
      "GET /api/me/notifications": () => notificationPage(arrived ? [answered, voted] : [voted]),
    });
    renderInRouter(
      withGate(
        fakeGate(),
        <>
          <NotificationBell />
          <NotificationFeed />
        </>,
      ),
    );
    const inbox = await screen.findByRole("region", { name: "Inbox" });
    expect(await within(inbox).findAllByRole("link")).toHaveLength(1);
    arrived = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await within(inbox).findByRole("link", { name: /^Unread: Transit Authority answered your motion/ })).toBeInTheDocument();
  });
});
