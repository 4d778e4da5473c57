import type { Db } from "../db/client";
import { errorMessage, logEvent } from "../shared/log";
import { type ScoreOutcome, markScoringFailed, scoreMotion } from "./score-motion";
import { rubricScorer } from "./rubric/rubric-scorer";
import { type Scorer } from "./types";

// The one fallback after scoring could not happen the normal way (the configured model could not be reached
// or answered too slowly, the message failed on every retry, or the scoring queue could not be reached): the
// embedded rubric, which needs no provider, scores the motion, and if even that fails the motion is marked
// failed with an explanation. Either way no motion waits for a score that will not come.

/** Why the configured scorer did not score the motion, in words for the motion's explanation. */
export type FallbackReason = "provider-failed" | "retries-exhausted" | "queue-unreachable";

const BECAUSE: Record<FallbackReason, string> = {
  "provider-failed": "could not be reached or did not answer in time",
  "retries-exhausted": "could not score this motion after several attempts",
  "queue-unreachable": "could not be reached because the scoring queue was unavailable",
};

/** The rubric; when another scorer was configured, its explanation first says which one and why not. */
const fallbackScorer = (configured: Scorer, reason: FallbackReason): Scorer => {
  if (configured.name === "rubric") return rubricScorer;
  const note = `Note:\n- ${configured.model} ${BECAUSE[reason]}, so Plaza's rule-based rubric scored it instead.\n\n`;
  return {
    ...rubricScorer,
    score: async (input) => {
      const result = await rubricScorer.score(input);
      return { ...result, explanation: note + result.explanation };
    },
  };
};

/**
 * Scores a motion with the fallback; marks it failed if that throws. Rejects only when not even the
 * failed status could be written (D1 unavailable), so a queue consumer can let the message come again.
 */
export async function scoreWithFallback(
  db: Db,
  motionId: string,
  configured: Scorer,
  reason: FallbackReason,
): Promise<ScoreOutcome | { outcome: "failed" }> {
  try {
    return await scoreMotion(db, motionId, fallbackScorer(configured, reason));
  } catch (err) {
    logEvent("error", { event: "fallback-scoring-failed", motionId, reason, error: errorMessage(err) });
    await markScoringFailed(db, motionId);
    return { outcome: "failed" };
  }
}
