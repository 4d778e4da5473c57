import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageListScreen } from "../../../../../../web/src/features/back-office/components/messages/message-list-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { installFakeIntersectionObserver, scrollToEnd } from "../../../../support/intersection-observer";
import { type Call, stubApi } from "../../../../support/stub-api";
import { contactMessage, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

beforeEach(() => {
  installFakeIntersectionObserver();
  setToken("admin", "admin-jwt");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const first = contactMessage({ _id: "m1", name: "Grace Hopper", email: "grace@example.com" });
const second = contactMessage({ _id: "m2", name: "Alan Kay", email: "alan@example.com", createdAt: "2026-03-02T08:00:00.000Z" });
const older = contactMessage({ _id: "m3", name: "Ada Byron", email: "ada@example.com", createdAt: "2026-02-01T08:00:00.000Z" });

/** A fake inbox that pages by cursor and keeps handled state, like the Worker. */
function fakeInbox() {
  const all = [first, second, older].map((m) => ({ ...m }));
  return {
    "GET /api/contact/messages": ({ url }: Call) => {
      const status = url.searchParams.get("status");
      const rows = all.filter((m) => status === "all" || (status === "handled") === (m.handledAt !== null));
      const start = url.searchParams.get("cursor") === "after-2" ? 2 : 0;
      return { body: { messages: rows.slice(start, start + 2), nextCursor: start === 0 && rows.length > 2 ? "after-2" : null } };
    },
    "PATCH /api/contact/messages/m1/handled": ({ body }: Call) => {
      const handled = (body as { handled: boolean }).handled;
      all[0]!.handledAt = handled ? "2026-03-04T09:00:00.000Z" : null;
      return { body: { message: handled ? "Message marked as handled." : "Message marked as not handled.", contactMessage: all[0] } };
    },
  };
}

const names = () => within(screen.getByRole("list", { name: "Messages" })).getAllByRole("heading").map((h) => h.textContent);

describe("MessageListScreen", () => {
  it("shows open messages newest first with name, a mailto link, the date and the text", async () => {
    const api = stubStaffApi(fakeInbox());
    renderBackOffice(<MessageListScreen />);
    const card = await screen.findByRole("article", { name: "Grace Hopper" });
    expect(within(card).getByRole("link", { name: "grace@example.com" })).toHaveAttribute("href", "mailto:grace@example.com");
    expect(within(card).getByText(first.message)).toBeInTheDocument();
    expect(card.querySelector("time")).toHaveAttribute("datetime", first.createdAt);
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
    expect(api.calls[0]?.url.searchParams.get("status")).toBe("open");
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer admin-jwt");
  });

  it("loads the next page by its cursor when the end of the list comes into view", async () => {
    const api = stubStaffApi(fakeInbox());
    renderBackOffice(<MessageListScreen />);
    await screen.findByRole("article", { name: "Grace Hopper" });
    expect(names()).toEqual(["Grace Hopper", "Alan Kay"]);
    scrollToEnd();
    expect(await screen.findByRole("article", { name: "Ada Byron" })).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get("cursor")).toBe("after-2");
    expect(await screen.findByText("No more messages.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more messages" })).not.toBeInTheDocument();
  });

  it("marks a message handled: the server is told, the toast confirms, and it leaves the Open list", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi(fakeInbox());
    renderBackOffice(<MessageListScreen />);
    await user.click(await screen.findByRole("button", { name: "Mark handled: message from Grace Hopper" }));

    expect(await screen.findByText("Message marked as handled.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ handled: true });
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Grace Hopper" })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Handled" }));
    const card = await screen.findByRole("article", { name: "Grace Hopper" });
    expect(within(card).getByText("Handled")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Reopen: message from Grace Hopper" }));
    expect(await screen.findByText("Message marked as not handled.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "PATCH").at(-1)?.body).toEqual({ handled: false });
  });

  it("under All, a toggled message stays and changes its state in place", async () => {
    const user = userEvent.setup();
    stubStaffApi(fakeInbox());
    renderBackOffice(<MessageListScreen />);
    await screen.findByRole("article", { name: "Grace Hopper" });
    await user.click(screen.getByRole("button", { name: "All" }));
    await user.click(await screen.findByRole("button", { name: "Mark handled: message from Grace Hopper" }));
    expect(await screen.findByRole("button", { name: "Reopen: message from Grace Hopper" })).toBeInTheDocument();
    expect(names()).toEqual(["Grace Hopper", "Alan Kay"]);
  });

  it("says when a filter has nothing, and toasts a failed load", async () => {
    const user = userEvent.setup();
    const api = stubApi(() => ({ body: { messages: [], nextCursor: null } }));
    renderBackOffice(<MessageListScreen />);
    expect(await screen.findByText("No open messages")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();

    api.set(() => ({ status: 500, body: { message: "Something went wrong on our side." } }));
    await user.click(screen.getByRole("button", { name: "Handled" }));
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
    expect(screen.getByText("Messages could not be loaded.")).toBeInTheDocument();
  });
});
