import { moderationMessages } from "@contract/moderation";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/moderation-states";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MotionList } from "../../../../../web/src/features/motions/components/motion-list";
import { installFakeIntersectionObserver } from "../../../support/intersection-observer";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { type Route, stubRoutes } from "../../../support/stub-api";
import { renderWithAuth, stubAuthApi } from "../../auth/auth-fixtures";
import { makeMotion } from "../motion-fixtures";

// Reporting a motion from its card: the contract's five reasons, an optional note of at most 500 characters,
// the body the Worker expects, its answers (thanks, or a refusal shown in the dialog), and the login dialog
// for a visitor, as voting does. The author is not offered Report on their own motion.

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => localStorage.clear());

const motion = makeMotion({ _id: "m-report", idea: "Paint the bike lanes on Harbor Road green." });
const reportPath = `POST /api/idea/${motion._id}/report`;

function setup(routes: Record<string, Route> = {}, { gate = fakeGate(), own = [] as string[] } = {}) {
  const api = stubRoutes({
    "GET /api/idea": { body: { motions: [motion], nextCursor: null } },
    "GET /api/me/motions": { body: { motions: own.map((_id) => makeMotion({ _id })), nextCursor: null } },
    ...routes,
  });
  renderInRouter(withGate(gate, <MotionList />));
  return { api, gate };
}

async function openReport() {
  const card = (await screen.findByText(motion.idea)).closest("article")!;
  await userEvent.click(within(card).getByRole("button", { name: "Report this motion" }));
  return screen.findByRole("dialog", { name: "Report this motion" });
}

describe("Report on a motion card", () => {
  it("offers the five reasons as a radio group and asks for one before sending anything", async () => {
    const { api } = setup();
    const dialog = await openReport();
    const group = within(dialog).getByRole("group", { name: "Why are you reporting it?" });
    expect(within(group).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(moderationMessages.reason)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(moderationMessages.reason);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("counts the note and refuses one over 500 characters with the contract's message", async () => {
    setup();
    const dialog = await openReport();
    const note = within(dialog).getByRole("textbox", { name: "Note for the moderators (optional)" });
    await userEvent.click(note);
    await userEvent.paste("x".repeat(501));
    expect(within(dialog).getByText(/501 \/ 500/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText(moderationMessages.noteTooLong)).toBeInTheDocument();
  });

  it("sends the reason and the note, toasts the server's thanks and closes", async () => {
    const { api } = setup({ [reportPath]: { status: 201, body: { message: moderationMessages.reported } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole("radio", { name: REPORT_REASON_LABELS.personal }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note/ }), "It names a neighbour.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(moderationMessages.reported)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "personal", note: "It names a neighbour." });
  });

  it("leaves the note out when there is none", async () => {
    const { api } = setup({ [reportPath]: { status: 201, body: { message: moderationMessages.reported } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole("radio", { name: REPORT_REASON_LABELS.offtopic }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "offtopic" }));
  });

  it.each([
    [409, moderationMessages.alreadyReported],
    [400, moderationMessages.ownMotion],
  ])("shows the server's refusal (%i) in the dialog, which stays open", async (status, message) => {
    setup({ [reportPath]: { status, body: { message } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole("radio", { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("dialog", { name: "Report this motion" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in instead, opening nothing and sending nothing", async () => {
    const { api, gate } = setup({}, { gate: fakeGate({ as: "visitor" }) });
    const card = (await screen.findByText(motion.idea)).closest("article")!;
    await userEvent.click(within(card).getByRole("button", { name: "Report this motion" }));
    expect(gate.requireMember).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    // A visitor's cards never ask for "their" motions.
    expect(api.calls.map((c) => c.url.pathname)).not.toContain("/api/me/motions");
  });

  it("is not offered to the motion's author", async () => {
    setup({}, { own: [motion._id] });
    const card = (await screen.findByText(motion.idea)).closest("article")!;
    await waitFor(() => expect(within(card).queryByRole("button", { name: "Report this motion" })).toBeNull());
    expect(within(card).getByRole("button", { name: /^Upvote/ })).toBeInTheDocument();
  });
});

describe("Report with the app's auth provider", () => {
  it("opens the login dialog for an anonymous visitor, as voting does", async () => {
    stubAuthApi({ "GET /api/idea": { body: { motions: [motion], nextCursor: null } } });
    renderWithAuth(<MotionList />);
    const card = (await screen.findByText(motion.idea)).closest("article")!;
    await userEvent.click(within(card).getByRole("button", { name: "Report this motion" }));
    expect(await screen.findByRole("dialog")).toHaveAccessibleName("Welcome back");
  });
});
