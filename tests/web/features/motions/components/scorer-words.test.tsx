import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { MotionDetail } from "../../../../../web/src/features/motions/api/motion-queries";
import { MotionPermalink } from "../../../../../web/src/features/motions/components/motion-permalink";
import { renderInRouter } from "../../../support/render-in-router";
import { makeMotion } from "../motion-fixtures";

// What a motion's page calls its scorer (README.md, "How scoring works", "Labels"): a motion the rubric scored
// says "AI" nowhere — badge, analysis, timeline — and one a language model scored says "AI" with the model's name.

const RUBRIC = "Plaza rubric analyzer v2.0.0 (rule-based, no LLM)";
const LLAMA = "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)";

const detail = (aiModel: string, explanation: string): MotionDetail => ({
  ...makeMotion({
    idea: "Light the riverside path between the two bridges after dark, by next winter.",
    scoredAt: "2026-03-01T09:00:02.000Z",
    aiScore: 68,
    aiModel,
    aiExplanation: explanation,
  }),
  updates: [],
  mergedIntoMotion: null,
  alsoProposedAs: [],
  moderation: null,
});

/** The permalink with its analysis open: everything a visitor can read about the score. */
async function openPermalink(motion: MotionDetail, analysis: string) {
  renderInRouter(<MotionPermalink motion={motion} />);
  await userEvent.click(await screen.findByRole("button", { name: `See ${analysis}` }));
  return screen.getByRole("button", { name: `Hide ${analysis}` });
}

describe("The words for a motion's scorer", () => {
  it("a motion the rubric scored says AI nowhere on its page, its analysis open", async () => {
    const explanation = "Summary:\n68/100. A specific request with a place and a date.\n\nHow to raise it:\n- Say what it would cost";
    const toggle = await openPermalink(detail(RUBRIC, explanation), "Score Analysis");
    const page = document.body;
    expect(page.textContent).not.toMatch(/\bAI\b|\bA\.I\b|artificial intelligence/i);
    expect([...page.querySelectorAll("[aria-label],[title],[alt]")].map((el) => el.getAttribute("aria-label") ?? el.getAttribute("title") ?? el.getAttribute("alt"))).not.toContainEqual(
      expect.stringMatching(/\bAI\b/),
    );
    expect(screen.getByText("Rubric 68")).toBeVisible();
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(panel).getByText("Scored by:").parentElement).toHaveTextContent(/^Scored by: Plaza rubric analyzer, rule-based/);
    expect(within(panel).getByText("This analysis is informational only.")).toBeVisible();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getByText("Scored 68 out of 100 by Plaza rubric analyzer, rule-based")).toBeInTheDocument();
  });

  it("a motion a language model scored says AI, always with the model's name", async () => {
    const toggle = await openPermalink(detail(LLAMA, "Summary:\nA specific, dated request.\n- Names the place"), "AI Score Analysis");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(panel).getByText("AI analysis by").parentElement).toHaveTextContent(
      "AI analysis by Llama 3.3 70B (Workers AI), a language model, checked against Plaza's rule-based rubric",
    );
    expect(screen.getByText("AI 68")).toBeVisible();
    expect(screen.getByText("AI score 68 out of 100 by Llama 3.3 70B (Workers AI)")).toHaveClass("sr-only");
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getByText("Scored 68 out of 100 by Llama 3.3 70B (Workers AI)")).toBeInTheDocument();
  });

  it("a model's answer replaced by the rubric is labelled the rubric's, its note naming the model that was not used", async () => {
    const note = `Note:\n- ${LLAMA} could not be reached or did not answer in time, so Plaza's rule-based rubric scored it instead.\n\n`;
    const toggle = await openPermalink(detail(RUBRIC, `${note}Summary:\n68/100. A specific request.`), "Score Analysis");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(panel).getByText(/could not be reached/)).toHaveTextContent("so Plaza's rule-based rubric scored it instead.");
    expect(within(panel).getByText("Scored by:").parentElement).toHaveTextContent(/^Scored by: Plaza rubric analyzer, rule-based/);
    expect(screen.getByText("Rubric 68")).toBeVisible();
  });
});
