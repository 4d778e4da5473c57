// The Submit Motion dialog's progress and timings, shared with its tests.

/** The status messages shown while a motion is processed, in order; the last one holds. */
export const SUBMIT_PROGRESS_STEPS = [
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
] as const;

export const LAST_PROGRESS_STEP = SUBMIT_PROGRESS_STEPS.length - 1;

/** The progress moves on one message every 1,900 ms. */
export const PROGRESS_STEP_MS = 1_900;

/** Once scored, the full bar shows this long before the dialog closes, so the end is seen. */
export const SUBMIT_CLOSE_DELAY_MS = 500;

/**
 * Scoring runs on a queue, so the dialog waits for the score at most this long, then closes
 * saying the analysis will follow (the card keeps watching). The local pipeline scores in under 2 s.
 */
export const SCORING_TIMEOUT_MS = 60_000;

/** How often the dialog asks whether the motion is scored: often enough that the bar ends promptly. */
export const SCORING_POLL_MS = 1_000;

/** The percentage shown for a step is (step + 1) / 11, as a whole number. */
export const progressPercent = (step: number) => Math.round(((step + 1) / SUBMIT_PROGRESS_STEPS.length) * 100);
