import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreBadge } from "../../../../../web/src/features/motions/components/score-badge";

const RUBRIC = "Plaza rubric analyzer v2.0.0 (rule-based, no LLM)";

describe("ScoreBadge", () => {
  it("names the rubric, never AI, on a score the rubric gave, with its band and an accessible sentence", () => {
    const { container } = render(<ScoreBadge aiStatus="scored" aiScore={72} aiModel={RUBRIC} />);
    expect(screen.getByText("Rubric 72")).toBeInTheDocument();
    expect(screen.getByText("Rubric score 72 out of 100, rule-based")).toHaveClass("sr-only");
    expect(container.textContent).not.toMatch(/\bAI\b/);
    expect(container.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
  });

  it("says AI, and which model, only on a score a language model gave", () => {
    render(<ScoreBadge aiStatus="scored" aiScore={88.5} aiModel="@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)" />);
    expect(screen.getByText("AI 88.5")).toBeInTheDocument();
    expect(screen.getByText("AI score 88.5 out of 100 by Llama 3.3 70B (Workers AI)")).toHaveClass("sr-only");
  });

  it("claims no scorer for a score stored without one", () => {
    render(<ScoreBadge aiStatus="scored" aiScore={40} aiModel={null} />);
    expect(screen.getByText("Score 40")).toBeInTheDocument();
    expect(screen.getByText("Score 40 out of 100")).toHaveClass("sr-only");
  });

  it.each([
    [25, "red"],
    [25.5, "orange"],
    [75, "green"],
  ] as const)("colours %s as %s", (score, band) => {
    const { container } = render(<ScoreBadge aiStatus="scored" aiScore={score} aiModel={RUBRIC} />);
    expect(container.querySelector("[data-band]")).toHaveAttribute("data-band", band);
  });

  it("says Scoring… without a number while pending", () => {
    render(<ScoreBadge aiStatus="pending" aiScore={null} aiModel={null} />);
    expect(screen.getByText("Scoring…")).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).toBeNull();
  });

  it("says Not scored when scoring failed", () => {
    render(<ScoreBadge aiStatus="failed" aiScore={null} aiModel={null} />);
    expect(screen.getByText("Not scored")).toBeInTheDocument();
  });
});
