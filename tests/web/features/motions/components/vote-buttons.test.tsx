import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDEMPOTENCY_HEADER } from "@contract/idempotency";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MotionList } from "../../../../../web/src/features/motions/components/motion-list";
import { installFakeIntersectionObserver } from "../../../support/intersection-observer";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { type Reply, stubApi } from "../../../support/stub-api";
import { makeMotion } from "../motion-fixtures";

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const motion = makeMotion({ idea: "Light the underpass on Elm Street.", votes: { count: 12, voters: [] }, downVotes: { count: 3, downVoters: [] }, viewerVote: null });

/** A list holding `motion`, with `vote` answering both vote routes. */
function setup(vote: (path: string) => Reply | Promise<Reply>, gate = fakeGate()) {
  const api = stubApi((url, call) =>
    call.method === "POST" ? vote(url.pathname) : { body: { motions: [motion], nextCursor: null } },
  );
  const view = renderInRouter(withGate(gate, <MotionList />));
  return { api, gate, ...view };
}

const up = () => screen.getByRole("button", { name: /^Upvote/ });
const down = () => screen.getByRole("button", { name: /^Downvote/ });

describe("VoteButtons on the motion card", () => {
  it("names each button with its count and shows the member's own vote as pressed", async () => {
    stubApi(() => ({ body: { motions: [{ ...motion, viewerVote: "down" }], nextCursor: null } }));
    renderInRouter(withGate(fakeGate(), <MotionList />));
    expect(await screen.findByRole("button", { name: "Upvote (12)" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Downvote (3)" })).toHaveAttribute("aria-pressed", "true");
  });

  it("disables both while a vote runs, spins the pressed one, then shows the server's motion and message", async () => {
    let answer!: (reply: Reply) => void;
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await screen.findByText(motion.idea);
    const listCalls = api.calls.length;

    await userEvent.click(up());
    expect(up()).toHaveAttribute("aria-disabled", "true");
    expect(down()).toHaveAttribute("aria-disabled", "true");
    expect(up().querySelector(".animate-spin")).not.toBeNull();
    expect(down().querySelector(".animate-spin")).toBeNull();
    // A second press while busy sends nothing.
    await userEvent.click(down());
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(api.calls.at(-1)).toMatchObject({ method: "POST", body: { ideaId: motion._id } });
    expect(api.calls.at(-1)?.url.pathname).toBe("/api/idea/vote");

    answer({ body: { idea: { ...motion, votes: { count: 13 }, viewerVote: "up" }, message: "Upvote recorded." } });
    expect(await screen.findByText("Upvote recorded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upvote (13)" })).toHaveAttribute("aria-pressed", "true");
    expect(up()).not.toHaveAttribute("aria-disabled");
    expect(down()).not.toHaveAttribute("aria-disabled");
    // The card took the server's copy: the list was not fetched again.
    expect(api.calls.filter((c) => c.method === "GET")).toHaveLength(listCalls);
  });

  it("sends one vote for a double click, not a vote and its withdrawal", async () => {
    let answer!: (reply: Reply) => void;
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await screen.findByText(motion.idea);

    // As fast as a hand: no pause between the two clicks for React to draw the first one's busy state.
    await userEvent.setup({ delay: null }).dblClick(up());
    const votes = () => api.calls.filter((c) => c.method === "POST");
    await waitFor(() => expect(votes()).toHaveLength(1));
    answer({ body: { idea: { ...motion, votes: { count: 13 }, viewerVote: "up" }, message: "Upvote recorded." } });
    expect(await screen.findByRole("button", { name: "Upvote (13)" })).toHaveAttribute("aria-pressed", "true");
    expect(votes()).toHaveLength(1);
  });

  it("sends a press whose answer never arrived again with the same key, and a new intent with a new key", async () => {
    const { api } = setup(() => ({ status: 503, body: { message: "Plaza is briefly unavailable." } }));
    await screen.findByText(motion.idea);
    const keys = () => api.calls.filter((c) => c.method === "POST").map((c) => c.headers.get(IDEMPOTENCY_HEADER));

    // The first answer failed, so the card still shows no vote: pressing again means the same thing, and the
    // server (had it acted after all) replays its first answer instead of taking it as a withdrawal.
    await userEvent.click(up());
    expect(await screen.findByText("Plaza is briefly unavailable.")).toBeInTheDocument();
    await waitFor(() => expect(up()).not.toHaveAttribute("aria-disabled"));
    api.set(() => ({ body: { idea: { ...motion, votes: { count: 13 }, viewerVote: "up" }, message: "Upvote recorded." } }));
    await userEvent.click(up());
    expect(await screen.findByRole("button", { name: "Upvote (13)" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(up()).not.toHaveAttribute("aria-disabled"));

    // Now pressed, Upvote means "withdraw": another intent, another key.
    await userEvent.click(up());
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, retry, withdraw] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(withdraw).not.toBe(first);
  });

  it("gives a new key to a press once the card has shown another vote since the unanswered one", async () => {
    let listed = motion;
    const api = stubApi((_url, call) =>
      call.method === "POST" ? { status: 503, body: { message: "Plaza is briefly unavailable." } } : { body: { motions: [listed], nextCursor: null } },
    );
    const { queryClient } = renderInRouter(withGate(fakeGate(), <MotionList />));
    await screen.findByText(motion.idea);
    await userEvent.click(up());
    expect(await screen.findByText("Plaza is briefly unavailable.")).toBeInTheDocument();

    // The vote was counted after all (a re-read shows it), then withdrawn in another tab.
    listed = { ...motion, votes: { count: 13, voters: [] }, viewerVote: "up" };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(up()).toHaveAttribute("aria-pressed", "true"));
    listed = motion;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(up()).toHaveAttribute("aria-pressed", "false"));

    // Upvote now means "vote" again, but not the old press: its key would replay an answer about a vote since withdrawn.
    await userEvent.click(up());
    await waitFor(() => expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const [first, second] = api.calls.filter((c) => c.method === "POST").map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(second).not.toBe(first);
  });

  it("sends a downvote to /api/idea/downvote", async () => {
    const { api } = setup(() => ({
      body: { idea: { ...motion, downVotes: { count: 4 }, viewerVote: "down" }, message: "Downvote recorded." },
    }));
    await screen.findByText(motion.idea);
    await userEvent.click(down());
    expect(await screen.findByRole("button", { name: "Downvote (4)" })).toHaveAttribute("aria-pressed", "true");
    expect(api.calls.at(-1)?.url.pathname).toBe("/api/idea/downvote");
  });

  it("toasts the server's message on failure and re-enables the buttons, counts unchanged", async () => {
    setup(() => ({ status: 429, body: { message: "You are voting too quickly. Please wait a minute and try again." } }));
    await screen.findByText(motion.idea);
    await userEvent.click(up());
    expect(await screen.findByText("You are voting too quickly. Please wait a minute and try again.")).toBeInTheDocument();
    await waitFor(() => expect(up()).not.toHaveAttribute("aria-disabled"));
    expect(up()).toHaveAccessibleName("Upvote (12)");
    expect(up()).toHaveAttribute("aria-pressed", "false");
  });

  it("asks a visitor to sign in instead of voting", async () => {
    const { api, gate } = setup(() => ({ body: {} }), fakeGate({ as: "visitor" }));
    await screen.findByText(motion.idea);
    await userEvent.click(up());
    expect(gate.requireMember).toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("hands a refused session (401) to the gate instead of toasting it", async () => {
    const { gate } = setup(() => ({ status: 401, body: { message: "Session Expired, Please login" } }));
    const article = (await screen.findByText(motion.idea)).closest("article")!;
    await userEvent.click(within(article).getByRole("button", { name: /^Upvote/ }));
    await waitFor(() => expect(gate.handleRefusal).toHaveBeenCalledWith(401));
    expect(screen.queryByText("Session Expired, Please login")).toBeNull();
  });
});
