import type { AiCriteria } from "../db/schema";

// The one contract every scorer (rubric, Workers AI, OpenAI-compatible) fulfils, so the queue consumer,
// the dead-letter fallback and the seed never care which one is configured.

export type CriterionKey = keyof AiCriteria;

export type ScoreInput = {
  motion: { id: string; text: string };
  page: { name: string; description: string };
  /** Motions posted on the same page before this one (newest first, a few hundred at most). */
  others: { id: string; text: string }[];
};

export type ScoreResult = {
  /** Seven whole numbers, 0–100. */
  criteria: AiCriteria;
  /** The published weighted mean of the criteria, one decimal — always computed by us, never by a model. */
  score: number;
  /** Multi-line text in the card's format: headings ending in a colon, `- ` bullets, blank lines. */
  explanation: string;
  /** Stored as `ai_model`: which scorer and version produced this analysis. */
  model: string;
};

/** A judgement of the rubric that caps every criterion whichever scorer runs (README.md, "How scoring works"). */
export type HardFlag = { kind: "spam" | "shouting" | "gibberish" | "injection" | "duplicate"; reason: string };

/**
 * The rubric's full verdict on a motion: its result, and what the LLM scorers must respect. The rubric runs
 * first on every motion; a model's criteria are capped by `cap` and checked against `result.criteria`.
 */
export type RubricVerdict = {
  result: ScoreResult;
  hardFlags: HardFlag[];
  /** Every criterion at most this, because of `hardFlags`; null when nothing caps the motion. */
  cap: number | null;
  /** The earlier motion on the page this one nearly copies, if any. */
  duplicateOf: string | null;
  /** The language the rubric read the motion in, or "other" when it could not read it (rubric/language.ts). */
  language: "en" | "es" | "fr" | "de" | "pt" | "it" | "pl" | "other";
};

type ScorerName = "rubric" | "workers-ai" | "openai";

export interface Scorer {
  name: ScorerName;
  /** What the rubric endpoint and the stored `ai_model` report for this scorer. */
  model: string;
  score(input: ScoreInput): Promise<ScoreResult>;
}

/**
 * A failure worth another delivery (provider down, rate limited, output still invalid after the repair
 * attempt). The queue consumer retries it with backoff; after the last retry the dead-letter consumer
 * falls back to the rubric.
 */
export class RetryableScoringError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RetryableScoringError";
  }
}
