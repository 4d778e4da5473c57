import type { AiCriteria } from "../db/schema";
import type { CriterionKey } from "./types";

// The published rubric: served at GET /api/ai/rubric, used by every scorer to compute the
// final score, and quoted in the LLM prompt. Changing a weight or a rule bumps RUBRIC_VERSION so stored
// analyses can be traced to the rules that produced them.

export const RUBRIC_VERSION = "3.5.0";

export type CriterionInfo = { key: CriterionKey; label: string; weight: number; description: string };

// Relevance, impact and feasibility carry the most weight: a motion the page can act on, that helps
// many people and that can actually be delivered is what the page's owners can use.
export const CRITERIA: readonly CriterionInfo[] = [
  {
    key: "relevance",
    label: "Relevance",
    weight: 0.22,
    description: "How closely the motion concerns the motion page it was posted on: its name, its description and its area of work.",
  },
  {
    key: "originality",
    label: "Originality",
    weight: 0.1,
    description: "How different the motion is from the motions already posted on the same page; a near-copy names the motion it repeats.",
  },
  {
    key: "feasibility",
    label: "Feasibility",
    weight: 0.18,
    description: "Whether it can be delivered: who should act, with what money or staff, where, by when and at what scope.",
  },
  {
    key: "impact",
    label: "Impact",
    weight: 0.18,
    description: "Who benefits and how many, the problem it solves, and whether success is measured by a stated outcome.",
  },
  {
    key: "clarity",
    label: "Clarity and coherence",
    weight: 0.12,
    description: "A clear ask in readable sentences with specific nouns and numbers, without shouting or filler.",
  },
  {
    key: "scalability",
    label: "Scalability",
    weight: 0.1,
    description: "Whether it can grow beyond one spot: citywide reach, phases, a pilot that expands, or a model proven elsewhere.",
  },
  {
    key: "sustainability",
    label: "Sustainability",
    weight: 0.1,
    description: "Whether it lasts: ongoing funding, maintenance, environmental benefit and long-term monitoring or review.",
  },
];

export const WEIGHTS = Object.fromEntries(CRITERIA.map((c) => [c.key, c.weight])) as Record<CriterionKey, number>;
export const CRITERION_KEYS = CRITERIA.map((c) => c.key);

/** The formula as published, written out from the weights above so the two can never disagree. */
export const FORMULA = `score = ${CRITERIA.map((c) => `${c.weight.toFixed(2)} × ${c.key}`).join(" + ")}; each criterion is a whole number from 0 to 100 and the score is rounded to one decimal.`;

/** A criterion value as stored: a whole number from 0 to 100. */
export const clampCriterion = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The final score: the published weighted mean of the criteria, one decimal. */
export const weightedScore = (criteria: AiCriteria) => {
  // Summed in tenths of a point over integers, so the result never depends on floating-point order.
  const tenths = CRITERIA.reduce((sum, c) => sum + Math.round(c.weight * 1000) * criteria[c.key], 0);
  return Math.round(tenths / 100) / 10;
};
