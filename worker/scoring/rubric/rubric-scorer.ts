import type { AiCriteria } from "../../db/schema";
import { clampCriterion, CRITERIA, RUBRIC_VERSION, weightedScore } from "../criteria";
import { explain } from "./explanation";
import { detectFlags } from "./flags";
import type { CriterionKey } from "../types";
import { type Scorer, type ScoreInput, type ScoreResult } from "../types";
import { feasibility } from "./feasibility";
import { impact } from "./impact";
import { clarity } from "./clarity";
import { scalability } from "./scalability";
import { sustainability } from "./sustainability";
import { closestMotion, originality } from "./originality";
import { type Evaluation } from "./checklist";
import { relevance } from "./relevance";

// The embedded default scorer: rule-based, offline and deterministic — no clock, no randomness,
// no network — so the same motion on the same page always gets byte-identical criteria and explanation.
// Each criterion is computed on its own (relevance.ts, content.ts, form.ts); the gates below then apply the
// three judgements that cut across criteria, each stated in the explanation.

export const RUBRIC_MODEL = `Plaza rubric analyzer v${RUBRIC_VERSION} (rule-based, no LLM)`;

/** Spam, shouting and gibberish: every criterion at most this, so the score stays under 20. */
const FLAGGED_CAP = 10;
/** Below this relevance the page-dependent criteria are capped: the page is unlikely to act on it. */
const OFF_TOPIC_BELOW = 50;
/** From this similarity on, a motion mostly repeats an earlier one and adds little impact of its own. */
const DUPLICATE_FROM = 0.5;

const FLAG_TIPS = {
  spam: "Remove links and advertising: a motion asks the page to act, it does not promote anything.",
  shouting: "Write in normal capitalisation, without strings of exclamation marks.",
  gibberish: "Write the proposal in plain sentences that say what should change and why.",
} as const;

const PAGE_DEPENDENT: CriterionKey[] = ["feasibility", "impact", "scalability", "sustainability"];

/** Lowers an evaluation to `cap` and says why, first, so the reader sees the cap before the details. */
const capAt = (e: Evaluation, cap: number, why: string) => {
  if (e.value <= cap) return;
  e.value = cap;
  e.reasons.unshift(`Capped at ${clampCriterion(cap)}: ${why}.`);
  e.reasons.splice(3);
};

export function scoreWithRubric(input: ScoreInput): ScoreResult {
  const text = input.motion.text.trim();
  const closest = closestMotion(input);
  const evaluations: Record<CriterionKey, Evaluation> = {
    relevance: relevance(input),
    originality: originality(closest, input.others.filter((o) => o.id !== input.motion.id).length),
    feasibility: feasibility(text, input.page.name),
    impact: impact(text),
    clarity: clarity(text),
    scalability: scalability(text),
    sustainability: sustainability(text),
  };
  const notes: string[] = [];
  const leadingTips: string[] = [];

  const relevanceValue = evaluations.relevance.value;
  if (relevanceValue < OFF_TOPIC_BELOW) {
    // Continuous at the threshold: at relevance 50 the cap is 100, at 5 it is 19.
    const cap = 10 + 1.8 * relevanceValue;
    const before = PAGE_DEPENDENT.filter((k) => evaluations[k].value > cap).length;
    for (const k of PAGE_DEPENDENT) capAt(evaluations[k], cap, `the motion does not clearly concern "${input.page.name}", which would have to act on it`);
    const capped = before === 1 ? "1 page-dependent criterion was" : `${before} page-dependent criteria were`;
    if (before > 0) notes.push(`Because it does not clearly concern this page, ${capped} capped.`);
  }
  if (closest && closest.similarity >= DUPLICATE_FROM) {
    capAt(evaluations.impact, 30 + clampCriterion(evaluations.originality.value), "an earlier motion on this page already proposes much the same");
  }
  const flags = detectFlags(text);
  if (flags.length > 0) {
    const why = flags.map((f) => f.reason).join("; ");
    for (const c of CRITERIA) capAt(evaluations[c.key], FLAGGED_CAP, `flagged as ${flags[0]!.kind}`);
    notes.push(`It was flagged as ${flags[0]!.kind} because ${why}, so every criterion is capped at ${FLAGGED_CAP}.`);
    leadingTips.push(...new Set(flags.map((f) => FLAG_TIPS[f.kind])));
  }

  const criteria = Object.fromEntries(CRITERIA.map((c) => [c.key, clampCriterion(evaluations[c.key].value)])) as AiCriteria;
  const score = weightedScore(criteria);
  return { criteria, score, explanation: explain({ criteria, score, evaluations, notes, leadingTips }), model: RUBRIC_MODEL };
}

export const rubricScorer: Scorer = {
  name: "rubric",
  model: RUBRIC_MODEL,
  score: async (input) => scoreWithRubric(input),
};
