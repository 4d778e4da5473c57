import { jurisdictionMessages } from "@contract/jurisdictions";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jurisdictionHomeQuery } from "../../../../../web/src/features/jurisdictions/api/jurisdiction-queries";
import { FollowCityButton } from "../../../../../web/src/features/jurisdictions/components/follow-city-button";
import { rivermouth } from "../../../support/jurisdiction-fixtures";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi, type Call, type Reply } from "../../../support/stub-api";
import { makeHome } from "../jurisdiction-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** The city's home as the route reads it: the button fed from the home's query. */
function Home() {
  const { data } = useQuery(jurisdictionHomeQuery("rivermouth"));
  return data ? <FollowCityButton home={data} /> : null;
}

function setup(follow: (call: Call) => Reply | Promise<Reply>, gate = fakeGate()) {
  const home = makeHome(rivermouth, { stats: { pages: 6, motions: 60, votes: 716, answered: 11, followers: 4 } });
  const api = stubApi((_url, call) => (call.method === "GET" ? { body: home } : follow(call)));
  renderInRouter(withGate(gate, <Home />));
  return { api, gate };
}

const follows = (api: ReturnType<typeof setup>["api"]) => api.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url.pathname}`);

describe("FollowCityButton", () => {
  it("flips to Following at once, counts the member, then takes the server's count and says so", async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => {};
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole("button", { name: "Follow this city" }));
    expect(screen.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("5").parentElement).toHaveTextContent("5 followers");
    answer({ body: { message: jurisdictionMessages.followed, following: true, followerCount: 9 } });
    expect(await screen.findByText(jurisdictionMessages.followed)).toBeInTheDocument();
    expect(screen.getByText("9").parentElement).toHaveTextContent("9 followers");
    expect(follows(api)).toEqual(["POST /api/jurisdictions/rivermouth/follow"]);
  });

  it("follows once for a double click, not a follow and its undoing", async () => {
    let answer: (reply: Reply) => void = () => {};
    const { api } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    // As fast as a hand: no pause between the clicks for React to draw the first one's pending state.
    await userEvent.setup({ delay: null }).dblClick(await screen.findByRole("button", { name: "Follow this city" }));
    await waitFor(() => expect(follows(api)).toHaveLength(1));
    answer({ body: { message: "Followed twice? No: once.", following: true, followerCount: 5 } });
    expect(await screen.findByText("Followed twice? No: once.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    expect(follows(api)).toEqual(["POST /api/jurisdictions/rivermouth/follow"]);
  });

  it("flips back and shows the server's message when it refuses", async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 500, body: { message: "Something went wrong on our side." } }));
    await user.click(await screen.findByRole("button", { name: "Follow this city" }));
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Follow this city" })).toHaveAttribute("aria-pressed", "false"));
    expect(screen.getByText("4").parentElement).toHaveTextContent("4 followers");
  });

  it("sends a visitor to the gate and asks the server nothing", async () => {
    const user = userEvent.setup();
    const { api, gate } = setup(() => ({ body: {} }), fakeGate({ as: "visitor" }));
    await user.click(await screen.findByRole("button", { name: "Follow this city" }));
    expect(gate.requireMember).toHaveBeenCalled();
    expect(follows(api)).toEqual([]);
  });
});
