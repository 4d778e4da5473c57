import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ModerationLogScreen } from "../../../../../../web/src/features/back-office/components/moderation/moderation-log-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { renderBackOffice, stubStaffApi } from "../../back-office-fixtures";
import { logEntry } from "../../moderation-fixtures";

// The admin's moderation log: newest first as the Worker sends it, who, when, what and why, a link to the
// motion's permalink, and Load more by the Worker's cursor.

beforeEach(() => setToken("admin", "admin-jwt"));
afterEach(() => localStorage.clear());

describe("ModerationLogScreen", () => {
  it("shows each entry's action, states, reason, note and who, links the motion, and loads more by cursor", async () => {
    const first = logEntry({ action: "restore", fromState: "appealed", toState: "published", reason: null, appeal: true, by: { name: "Sam Admin", role: "admin" }, note: "On topic after all." });
    const second = logEntry({ action: "suspend", fromState: null, toState: null, reason: null, motion: null, member: { _id: "u1", name: "Ravi Patel" }, note: "7d: adverts" });
    const api = stubStaffApi({
      "GET /api/moderation/log": (call) =>
        call.url.searchParams.get("cursor") === "next"
          ? { body: { entries: [second], nextCursor: null } }
          : { body: { entries: [first], nextCursor: "next" } },
    });
    renderBackOffice(<ModerationLogScreen />);
    const log = await screen.findByRole("list", { name: "Moderation log" });
    const entry = within(log).getAllByRole("article")[0]!;
    expect(within(entry).getByRole("heading", { name: "Restored (on appeal)" })).toBeInTheDocument();
    expect(entry).toHaveTextContent("by Sam Admin · Administrator");
    expect(entry).toHaveTextContent("StateAppealed → Published");
    expect(entry).toHaveTextContent("NoteOn topic after all.");
    expect(within(entry).getByRole("link", { name: "Cheap insurance for bus commuters" })).toHaveAttribute("href", `/metro-transit/motions/${first.motion!._id}`);

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(log).findByRole("heading", { name: "Member suspended" })).toBeInTheDocument();
    expect(log).toHaveTextContent("Member: Ravi Patel");
    expect(api.calls.at(-1)?.url.searchParams.get("cursor")).toBe("next");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
