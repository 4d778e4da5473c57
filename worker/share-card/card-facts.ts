import { scoreBand, type ScoreBand } from "../contract/score-bands";
import { scoreNoun } from "../contract/scorers";
import { STATUS_LABELS } from "../contract/statuses";
import type { MotionJson } from "../motions/serialize";
import { sha256Hex } from "../shared/digest";
import { cardText } from "./card-text";

// What a share card shows, as plain values: the card is drawn from these alone, and its version (the R2 key
// it is stored under) is their hash. So a card is drawn again exactly when something it shows changes, and
// vote counts are rounded first so that a busy motion's every vote does not make a new card.

/** Raise it when the card's design changes: every card then has a new version and is drawn again. */
const DESIGN = 2;

/** A scored motion's chip: `noun` names its scorer ("Rubric score", "AI score"), so a rubric's card never says "AI". */
export type CardScore = { kind: "scored"; noun: string; label: string; band: ScoreBand } | { kind: "pending" } | { kind: "unscored" };

export type CardFacts = {
  text: string;
  pageName: string;
  /** The city (or jurisdiction) of the page: a link preview names where the motion was made. */
  cityName: string;
  /** The site's host, as the card's footer names it. */
  site: string;
  score: CardScore;
  up: string;
  down: string;
  /** The status's label; null while the motion is open (the usual case, not worth a badge). */
  status: string | null;
};

// One decimal, as the web app's badge shows it (web/src/lib/display-format.ts): rounding 25.4 to "25" would
// contradict its orange band.
const scoreFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const compactFormat = new Intl.NumberFormat("en-US", { notation: "compact", maximumSignificantDigits: 2 });

/**
 * A vote count kept to two significant digits, rounded down: exact under 100, then 120 for 120–129,
 * 1,200 for 1,200–1,299 and so on. One more vote on a motion with 500 leaves its card as it is.
 */
export const voteBucket = (count: number) => {
  const whole = Math.max(0, Math.trunc(count));
  if (whole < 100) return whole;
  const step = 10 ** (String(whole).length - 2);
  return Math.floor(whole / step) * step;
};

/**
 * A vote count as the card draws it: exact under 100 ("7", "86"), then its bucket as "at least": "500+" for
 * 500–509, "1.2K+" for 1,200–1,299. Every count of a bucket reads the same, so they share one card.
 */
export const voteLabel = (count: number) => {
  const bucket = voteBucket(count);
  return bucket < 100 ? String(bucket) : `${compactFormat.format(bucket)}+`;
};

const cardScore = (motion: Pick<MotionJson, "aiStatus" | "aiScore" | "aiModel">): CardScore => {
  if (motion.aiStatus === "pending") return { kind: "pending" };
  if (motion.aiStatus === "failed" || motion.aiScore === null) return { kind: "unscored" };
  return { kind: "scored", noun: scoreNoun(motion.aiModel), label: scoreFormat.format(motion.aiScore), band: scoreBand(motion.aiScore) };
};

/** The facts of a public motion's card; `origin` is the site's, for the footer. */
export const cardFacts = (motion: MotionJson, origin: string): CardFacts => ({
  text: cardText(motion.idea, "Read this motion on Plaza."),
  pageName: cardText(motion.entity.name, "Plaza"),
  cityName: cardText(motion.entity.jurisdiction.name, ""),
  site: new URL(origin).host,
  score: cardScore(motion),
  up: voteLabel(motion.votes.count),
  down: voteLabel(motion.downVotes.count),
  status: motion.status === "open" ? null : STATUS_LABELS[motion.status],
});

/** The card's version: 16 hex digits of the SHA-256 of the design and the facts. */
export const cardVersion = async (facts: CardFacts) => (await sha256Hex(JSON.stringify([DESIGN, facts]))).slice(0, 16);
