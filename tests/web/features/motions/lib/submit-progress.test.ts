import { describe, expect, it } from "vitest";
import {
  LAST_PROGRESS_STEP,
  PROGRESS_STEP_MS,
  progressPercent,
  SCORING_TIMEOUT_MS,
  SUBMIT_CLOSE_DELAY_MS,
  SUBMIT_PROGRESS_STEPS,
} from "../../../../../web/src/features/motions/lib/submit-progress";

describe("submit progress", () => {
  it("has its 11 messages in order and its timings", () => {
    expect(SUBMIT_PROGRESS_STEPS).toEqual([
      "Reading your idea",
      "Analyzing relevance to entity",
      "Evaluating originality",
      "Assessing feasibility",
      "Measuring potential impact",
      "Checking clarity and coherence",
      "Analyzing scalability",
      "Evaluating sustainability",
      "Calculating final score",
      "Generating detailed explanation",
      "Finalizing results",
    ]);
    expect(LAST_PROGRESS_STEP).toBe(10);
    expect([PROGRESS_STEP_MS, SUBMIT_CLOSE_DELAY_MS, SCORING_TIMEOUT_MS]).toEqual([1_900, 500, 60_000]);
  });

  it("shows (step + 1) / 11 as a whole percentage", () => {
    expect(SUBMIT_PROGRESS_STEPS.map((_, step) => progressPercent(step))).toEqual([9, 18, 27, 36, 45, 55, 64, 73, 82, 91, 100]);
  });
});
