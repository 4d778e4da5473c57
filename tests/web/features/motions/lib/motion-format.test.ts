import { describe, expect, it } from "vitest";
import { scoreBand } from "../../../../../web/src/features/motions/lib/motion-format";

describe("scoreBand", () => {
  it.each([
    [0, "red"],
    [25, "red"],
    [25.5, "orange"],
    [49.9, "orange"],
    [50, "amber"],
    [74.9, "amber"],
    [75, "green"],
    [100, "green"],
  ] as const)("%s → %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
