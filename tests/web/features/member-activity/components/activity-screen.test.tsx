import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActivityScreen } from "../../../../../web/src/features/member-activity/components/activity-screen";
import { MemberGateProvider, type MemberGate } from "../../../../../web/src/lib/member-gate";
import { makeMotion, makeUpdate } from "../../motions/motion-fixtures";
import { rivermouth } from "../../../support/jurisdiction-fixtures";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes } from "../../../support/stub-api";

// /me: the member's motions with status and the city's latest response, the motions they voted on, the
// pages they follow; a visitor is sent to the login dialog.

afterEach(() => vi.unstubAllGlobals());

const gate = (over: Partial<MemberGate>): MemberGate => ({ isLoggedIn: true, isVerified: true, homeCity: null, requireMember: vi.fn(async () => true), handleRefusal: () => false, ...over });

const latestUpdate = makeUpdate({ status: "accepted", text: "Funded for next spring." });

describe("ActivityScreen", () => {
  it("shows the member's motions with status and response, their votes, and the pages they follow", async () => {
    const mine = makeMotion({ _id: "m1", idea: "Light the riverside path.", status: "accepted", latestUpdate });
    const voted = makeMotion({ _id: "m2", idea: "Open the pool on Sundays.", viewerVote: "down" });
    stubRoutes({
      "GET /api/me/motions": { body: { motions: [mine], nextCursor: null } },
      "GET /api/me/votes": { body: { motions: [voted], nextCursor: null } },
      "GET /api/me/follows": { body: { pages: [{ _id: "p1", slug: "parks", name: "parks", jurisdiction: rivermouth, image: { url: "/images/p.png" }, followedAt: "2026-03-01T00:00:00.000Z" }] } },
    });
    renderInRouter(
      <MemberGateProvider value={gate({})}>
        <ActivityScreen />
      </MemberGateProvider>,
    );
    const mineSection = await screen.findByRole("region", { name: "Your motions" });
    const row = await within(mineSection).findByRole("article");
    expect(row).toHaveTextContent("Accepted");
    expect(row).toHaveTextContent("City response (Dana, Mar 2, 2026): Funded for next spring.");
    expect(within(row).getByRole("link", { name: /^Open motion/ })).toHaveAttribute("href", "/rivermouth/city-council/motions/m1");
    const votedSection = screen.getByRole("region", { name: "Motions you voted on" });
    expect(await within(votedSection).findByText("You voted down")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications and e-mail preferences" })).toHaveAttribute("href", "/me/notifications");
    const following = screen.getByRole("region", { name: "Pages you follow" });
    expect(await within(following).findByRole("link", { name: "Parks" })).toHaveAttribute("href", "/rivermouth/parks");
  });

  it("tells a member with nothing yet what to do", async () => {
    stubRoutes({
      "GET /api/me/motions": { body: { motions: [], nextCursor: null } },
      "GET /api/me/votes": { body: { motions: [], nextCursor: null } },
      "GET /api/me/follows": { body: { pages: [] } },
    });
    renderInRouter(
      <MemberGateProvider value={gate({})}>
        <ActivityScreen />
      </MemberGateProvider>,
    );
    expect(await screen.findByText(/You haven't posted a motion yet/)).toBeInTheDocument();
    expect(await screen.findByText(/You don't follow any page yet/)).toBeInTheDocument();
  });

  it("sends a visitor to the login dialog and asks the server nothing", async () => {
    const api = stubRoutes({});
    const requireMember = vi.fn(async () => false);
    renderInRouter(
      <MemberGateProvider value={gate({ isLoggedIn: false, isVerified: false, requireMember })}>
        <ActivityScreen />
      </MemberGateProvider>,
    );
    expect(await screen.findByText(/Log in to see your motions/)).toBeInTheDocument();
    expect(requireMember).toHaveBeenCalledTimes(1);
    expect(api.requests).toHaveLength(0);
  });
});
