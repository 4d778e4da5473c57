import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreBadge } from "../../../../../web/src/features/motions/components/score-badge";


describe("ScoreBadge", () => {
  it("shows the score with its band and an accessible sentence", () => {
    const { container } = render(<ScoreBadge aiStatus="scored" aiScore={72} />);
    expect(screen.getByText("AI 72")).toBeInTheDocument();
    expect(screen.getByText("AI score 72 out of 100")).toHaveClass("sr-only");
    expect(container.querySelector("[data-band]")).toHaveAttribute("data-band", "amber");
  });

  it.each([
    [25, "red"],
    [25.5, "orange"],
    [75, "green"],
  ] as const)("colours %s as %s", (score, band) => {
    const { container } = render(<ScoreBadge aiStatus="scored" aiScore={score} />);
    expect(container.querySelector("[data-band]")).toHaveAttribute("data-band", band);
  });

  it("says Scoring… without a number while pending", () => {
    render(<ScoreBadge aiStatus="pending" aiScore={null} />);
    expect(screen.getByText("Scoring…")).toBeInTheDocument();
    expect(screen.queryByText(/AI \d/)).toBeNull();
  });

  it("says Not scored when scoring failed", () => {
    render(<ScoreBadge aiStatus="failed" aiScore={null} />);
    expect(screen.getByText("Not scored")).toBeInTheDocument();
  });
});
