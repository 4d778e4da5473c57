// A motion's score band, kept pure so every boundary is easy to test. How a score or a time reads is shared
// with other features: web/src/lib/display-format.ts.

export type ScoreBand = "red" | "orange" | "amber" | "green";

/** Score bands: 25 or lower red; below 50 orange; below 75 amber; otherwise green. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 25) return "red";
  if (score < 50) return "orange";
  if (score < 75) return "amber";
  return "green";
}
