export type ScoreBand = "red" | "orange" | "amber" | "green";

/** Spec §4 bands: 25 or lower red; below 50 orange; below 75 amber; otherwise green. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 25) return "red";
  if (score < 50) return "orange";
  if (score < 75) return "amber";
  return "green";
}

// Scores are weighted means, so one decimal is kept: rounding 25.4 to "25" would contradict its orange band.
const scoreFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export const formatScore = (score: number) => scoreFormat.format(score);
