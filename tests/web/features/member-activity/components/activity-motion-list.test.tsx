import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActivityMotionList } from "../../../../../web/src/features/member-activity/components/activity-motion-list";
import { renderInRouter } from "../../../support/render-in-router";
import { stubRoutes } from "../../../support/stub-api";
import { makeMotion } from "../../motions/motion-fixtures";

// /me's list of the member's own motions marks the ones the public cannot read: hidden (with the public
// reason) or awaiting review; a public motion carries no such mark. Each score names its scorer.

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

  it("names each score's scorer: the rubric's without AI, a model's as AI", async () => {
    const byRubric = makeMotion({ _id: "m-r", idea: "Light the riverside path.", aiScore: 64.4 });
    const byModel = makeMotion({ _id: "m-m", idea: "A bench at the ferry stop.", aiScore: 81, aiModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)" });
    stubRoutes({ "GET /api/me/motions": { body: { motions: [byRubric, byModel], nextCursor: null } } });
    renderInRouter(<ActivityMotionList kind="motions" empty="None" />);
    const [rubricRow, modelRow] = await screen.findAllByRole("article");
    expect(within(rubricRow!).getByText("Rubric 64")).toBeInTheDocument();
    expect(rubricRow!.textContent).not.toMatch(/\bAI\b/);
    expect(within(modelRow!).getByText("AI 81")).toBeInTheDocument();
  });
});
