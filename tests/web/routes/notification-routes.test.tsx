import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setToken } from "../../../web/src/lib/auth-token";
import { routeTree } from "../../../web/src/route-tree.gen";
import { member } from "../features/auth/auth-fixtures";
import { makeNotification, notificationPage } from "../features/notifications/notification-fixtures";
import { stubRoutes } from "../support/stub-api";

// The real route tree: the root puts the member's bell in the header, /me/notifications and the mailed
// unsubscribe link are routes of their own with their own titles, and the unsubscribe link's token comes
// from the URL.

afterEach(() => localStorage.clear());

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("notification routes", () => {
  it("/me/notifications: the bell in the header and the screen, titled Notifications", async () => {
    setToken("member", "jwt-stored");
    stubRoutes({
      "GET /api/auth/loggedin": { body: { user: member({ name: "Ada Lovelace" }) } },
      "GET /api/me/notifications/unread": { body: { unread: 2 } },
      "GET /api/me/notifications": notificationPage([makeNotification(), makeNotification()]),
      "GET /api/me/notification-settings": { body: { settings: { emailMyMotions: true, emailVoted: false, emailFollowed: true } } },
    });
    renderApp("/me/notifications");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Motions I voted on" })).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe("Notifications · Plaza"));
  });

  it("shows no bell to a visitor", async () => {
    const api = stubRoutes({});
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(within(nav).queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname.startsWith("/api/me/"))).toEqual([]);
  });

  it("/notifications/unsubscribe reads the token from the link and posts it only on Unsubscribe", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({
      "POST /api/notifications/unsubscribe": { body: { message: "You will no longer get e-mails about pages you follow.", category: "follower" } },
    });
    renderApp("/notifications/unsubscribe?token=abc.def");
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    await waitFor(() => expect(document.title).toBe("Unsubscribe · Plaza"));
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole("status")).toHaveTextContent("You will no longer get e-mails about pages you follow.");
    const posted = api.calls.filter((c) => c.method === "POST").map((c) => `${c.url.pathname}?${c.url.searchParams}`);
    expect(posted).toEqual(["/api/notifications/unsubscribe?token=abc.def"]);
  });
});
