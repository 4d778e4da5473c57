import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageQuery } from "../../../../../web/src/features/pages/api/page-queries";
import { FollowButton } from "../../../../../web/src/features/pages/components/follow-button";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { type Call, type Reply, stubApi } from "../../../support/stub-api";
import { makePageDetail } from "../page-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const page = makePageDetail({ _id: "entity-7", slug: "harbour-board", followerCount: 12, following: false });

/** The motion page as the route reads it: the follow control fed from the page's query. */
function Page() {
  const { data } = useQuery(pageQuery("harbour-board", "rivermouth"));
  return data ? <FollowButton page={data} /> : null;
}

function setup(follow: (call: Call) => Reply | Promise<Reply>, gate = fakeGate()) {
  const api = stubApi((_url, call) => (call.method === "GET" ? { body: { entity: page } } : follow(call)));
  renderInRouter(withGate(gate, <Page />));
  return { api, gate };
}

const button = () => screen.getByRole("button", { name: /^Follow/ });

describe("FollowButton", () => {
  it("shows Follow, not pressed, with the follower count", async () => {
    setup(() => ({ body: {} }));
    expect(await screen.findByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("12").parentElement).toHaveTextContent("12 followers");
  });

  it("flips to Following at once, then takes the server's count and toasts its message", async () => {
    let answer!: (reply: Reply) => void;
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await userEvent.click(await screen.findByRole("button", { name: "Follow" }));

    // Optimistic: before the server answers.
    expect(button()).toHaveAccessibleName("Following");
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("13")).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: "POST" });
    expect(api.calls.at(-1)?.url.pathname).toBe("/api/entity/entity-7/follow");

    answer({ body: { message: "You are now following this page.", following: true, followerCount: 20 } });
    expect(await screen.findByText("You are now following this page.")).toBeInTheDocument();
    expect(screen.getByText("20")).toBeInTheDocument();
  });

  it("follows once for a double click, not a follow and its undoing", async () => {
    let answer!: (reply: Reply) => void;
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    // As fast as a hand: no pause between the clicks for React to draw the first one's pending state.
    await userEvent.setup({ delay: null }).dblClick(await screen.findByRole("button", { name: "Follow" }));
    const writes = () => api.calls.filter((c) => c.method !== "GET");
    await waitFor(() => expect(writes()).toHaveLength(1));
    answer({ body: { message: "You are now following this page.", following: true, followerCount: 13 } });
    expect(await screen.findByText("You are now following this page.")).toBeInTheDocument();
    expect(button()).toHaveAccessibleName("Following");
    expect(writes().map((c) => c.method)).toEqual(["POST"]);
  });

  it("unfollows with DELETE", async () => {
    const api = stubApi((_url, call) =>
      call.method === "GET"
        ? { body: { entity: { ...page, following: true } } }
        : { body: { message: "You no longer follow this page.", following: false, followerCount: 11 } },
    );
    renderInRouter(withGate(fakeGate(), <Page />));
    await userEvent.click(await screen.findByRole("button", { name: "Following" }));
    expect(await screen.findByText("You no longer follow this page.")).toBeInTheDocument();
    expect(button()).toHaveAccessibleName("Follow");
    expect(screen.getByText("11")).toBeInTheDocument();
    expect(api.calls.at(-1)?.method).toBe("DELETE");
  });

  it("rolls back when the server refuses, and toasts its message", async () => {
    setup(() => ({ status: 500, body: { message: "Something went wrong on our side." } }));
    await userEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveAccessibleName("Follow"));
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("12")).toBeInTheDocument();
  });

  it("asks a visitor to sign in instead of following", async () => {
    const { api, gate } = setup(() => ({ body: {} }), fakeGate({ as: "visitor" }));
    await userEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(gate.requireMember).toHaveBeenCalled();
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(api.calls.every((c) => c.method === "GET")).toBe(true);
  });
});
