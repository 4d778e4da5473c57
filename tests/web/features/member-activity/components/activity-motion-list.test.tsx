import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActivityMotionList } from "../../../../../web/src/features/member-activity/components/activity-motion-list";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes } from "../../../support/stub-api";
import { makeMotion } from "../../motions/motion-fixtures";

// /me's list of the member's own motions marks the ones the public cannot read: hidden (with the public
// reason) or awaiting review; a public motion carries no such mark.

describe("ActivityMotionList: moderation marks", () => {
  it("marks a hidden motion with its reason and a pre-moderated one as awaiting review", async () => {
    const hidden = makeMotion({ _id: "m-h", idea: "Sell my bike, call 555-0100.", hidden: true, hiddenReason: "spam" });
    const awaiting = makeMotion({ _id: "m-a", idea: "A bench at the ferry stop.", awaitingReview: true });
    const shown = makeMotion({ _id: "m-p", idea: "Light the riverside path." });
    stubRoutes({ "GET /api/me/motions": { body: { motions: [hidden, awaiting, shown], nextCursor: null } } });
    renderInRouter(<ActivityMotionList kind="motions" empty="None" />);
    const rows = await screen.findAllByRole("article");
    expect(within(rows[0]!).getByText("Hidden: Spam or advertising")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Awaiting review")).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent(/Hidden|Awaiting review/);
  });
});
