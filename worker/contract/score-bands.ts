// A motion's score band, written once: the web app's score badge and the Worker's share card
// (worker/share-card/) colour a score by the same rule, so the two can never disagree at a boundary.

export type ScoreBand = "red" | "orange" | "amber" | "green";

/** Score bands: 25 or lower red; below 50 orange; below 75 amber; otherwise green. */
export function scoreBand(score: number): ScoreBand {
  if (score <= 25) return "red";
  if (score < 50) return "orange";
  if (score < 75) return "amber";
  return "green";
}
