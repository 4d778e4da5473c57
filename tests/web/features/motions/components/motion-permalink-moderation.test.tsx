import { moderationMessages } from "@contract/moderation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { motionQueryOptions, type MotionDetail } from "../../../../../web/src/features/motions/api/motion-queries";
import { MotionPermalink } from "../../../../../web/src/features/motions/components/motion-permalink";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { type Route, stubRoutes } from "../../../support/stub-api";
import { makeMotion } from "../motion-fixtures";

// A motion the public may not read, on its permalink: the public reads why (hidden, with the public reason, or
// awaiting review) instead of its text and analysis, with its votes in view but frozen; its author reads the
// text, where it stands, and appeals once (the contract's rules and messages), then sees the appeal pending,
// and later its outcome.

afterEach(() => localStorage.clear());

const TEXT = "Close Harbor Road to cars on Sundays from May to September.";
const APPEAL = "The motion is about the road on this page's own district, not an advert.";

const detail = (overrides: Partial<MotionDetail>): MotionDetail => ({
  ...makeMotion({ _id: "m-hidden", idea: TEXT }),
  updates: [],
  mergedIntoMotion: null,
  alsoProposedAs: [],
  moderation: null,
  ...overrides,
});

const publicHidden = detail({ idea: "", aiExplanation: null, hidden: true, hiddenReason: "spam" });
const authorView = (moderation: NonNullable<MotionDetail["moderation"]>) => detail({ hidden: true, hiddenReason: moderation.reason, moderation });

/** The permalink as its route shows it: the motion read through the query, so a refetch shows at once. */
function Permalink({ id }: { id: string }) {
  const { data } = useQuery(motionQueryOptions(id));
  return data ? <MotionPermalink motion={data} /> : null;
}

function renderPermalink(routes: Record<string, Route>) {
  const api = stubRoutes({ "GET /api/me/motions": { body: { motions: [], nextCursor: null } }, ...routes });
  renderInRouter(withGate(fakeGate(), <Permalink id="m-hidden" />));
  return api;
}

describe("MotionPermalink of a hidden motion, for the public", () => {
  it("says it is hidden and why, instead of its text and analysis; its votes show but are frozen; no Report", async () => {
    renderPermalink({ "GET /api/idea/m-hidden": { body: { motion: publicHidden } } });
    expect(await screen.findByText("Hidden by the moderators: Spam or advertising")).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(screen.queryByRole("button", { name: "See Score Analysis" })).toBeNull();
    const votes = screen.getByRole("group", { name: "Vote on this motion" });
    expect(votes).toHaveAccessibleDescription("Voting is closed while this motion is hidden.");
    for (const button of within(votes).getAllByRole("button")) expect(button).toHaveAttribute("aria-disabled", "true");
    expect(within(votes).getByRole("button", { name: "Upvote (4)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Report this motion" })).toBeNull();
    expect(screen.getByRole("link", { name: "How moderation works" })).toHaveAttribute("href", "/transparency");
  });

  it("a press on a frozen vote sends nothing", async () => {
    const api = renderPermalink({ "GET /api/idea/m-hidden": { body: { motion: publicHidden } } });
    await userEvent.click(await screen.findByRole("button", { name: "Upvote (4)" }));
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("says a pre-moderated motion awaits review", async () => {
    renderPermalink({ "GET /api/idea/m-hidden": { body: { motion: detail({ idea: "", aiExplanation: null, awaitingReview: true }) } } });
    expect(await screen.findByText("Awaiting review")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Vote on this motion" })).toHaveAccessibleDescription("Voting opens once a moderator approves this motion.");
  });

  it("a public motion keeps its text, its analysis and Report", async () => {
    renderPermalink({ "GET /api/idea/m-hidden": { body: { motion: detail({}) } } });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Report this motion" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "See Score Analysis" })).toBeInTheDocument();
  });
});

describe("MotionPermalink of a hidden motion, for its author", () => {
  it("shows the text, the state and the reason, and the appeal form with the contract's rules", async () => {
    const api = renderPermalink({
      "GET /api/idea/m-hidden": { body: { motion: authorView({ state: "hidden", reason: "spam", canAppeal: true, appeal: null }) } },
    });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Hidden while the moderators review reports" });
    expect(panel).toHaveTextContent("Reason: Spam or advertising.");
    const field = await within(panel).findByRole("textbox", { name: "Your appeal" });
    await userEvent.type(field, "Too short.");
    await userEvent.click(within(panel).getByRole("button", { name: "Send appeal" }));
    expect(await within(panel).findByText(moderationMessages.appealTooShort)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("sends the appeal, toasts the server's answer and then shows it as pending", async () => {
    const api = renderPermalink({
      "GET /api/idea/m-hidden": { body: { motion: authorView({ state: "removed", reason: "spam", canAppeal: true, appeal: null }) } },
    });
    const field = await screen.findByRole("textbox", { name: "Your appeal" });
    api.set((url, call) => {
      if (call.method === "POST") return { status: 201, body: { message: moderationMessages.appealed } };
      const appeal = { text: APPEAL, createdAt: "2026-03-04T10:00:00.000Z", outcome: null };
      if (url.pathname === "/api/idea/m-hidden") return { body: { motion: authorView({ state: "appealed", reason: "spam", canAppeal: false, appeal }) } };
      return { body: { motions: [], nextCursor: null } };
    });
    await userEvent.click(field);
    await userEvent.paste(APPEAL);
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(await screen.findByText(moderationMessages.appealed)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")).toMatchObject({ body: { text: APPEAL } });
    expect(api.calls.find((c) => c.method === "POST")?.url.pathname).toBe("/api/idea/m-hidden/appeal");
    const panel = await screen.findByRole("region", { name: "Appealed" });
    expect(within(panel).getByText(APPEAL)).toBeInTheDocument();
    expect(panel).toHaveTextContent("Waiting for a moderator. Appeals are reviewed first.");
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Your appeal" })).toBeNull());
  });

  it("shows a refused appeal's message in the form", async () => {
    renderPermalink({
      "GET /api/idea/m-hidden": { body: { motion: authorView({ state: "removed", reason: "abuse", canAppeal: true, appeal: null }) } },
      "POST /api/idea/m-hidden/appeal": { status: 409, body: { message: moderationMessages.appealUsed } },
    });
    await userEvent.click(await screen.findByRole("textbox", { name: "Your appeal" }));
    await userEvent.paste(APPEAL);
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(moderationMessages.appealUsed);
  });

  it("shows a decided appeal and that the decision is final; no form", async () => {
    const appeal = { text: APPEAL, createdAt: "2026-03-04T10:00:00.000Z", outcome: "rejected" as const };
    renderPermalink({ "GET /api/idea/m-hidden": { body: { motion: authorView({ state: "removed", reason: "personal", canAppeal: false, appeal }) } } });
    const panel = await screen.findByRole("region", { name: "Hidden by the moderators" });
    expect(panel).toHaveTextContent("Rejected. The decision on an appeal is final.");
    expect(panel).toHaveTextContent("Reason: Personal information about someone.");
    expect(within(panel).queryByRole("textbox")).toBeNull();
  });
});
