import { RUBRIC_SCORER_NAME } from "../../contract/scorers";
import type { AiCriteria } from "../../db/schema";
import { clampCriterion, CRITERIA, RUBRIC_VERSION, weightedScore } from "../criteria";
import type { CriterionKey, RubricVerdict, Scorer, ScoreInput, ScoreResult } from "../types";
import { clarity } from "./clarity";
import type { Evaluation } from "./evaluation";
import { explain } from "./explanation";
import { feasibility } from "./feasibility";
import { applyGates } from "./gates";
import { impact } from "./impact";
import { closestMotion, originality } from "./originality";
import { otherLanguageCriteria, readForeign } from "./other-language";
import { readPage, withoutPageName } from "./page-subject";
import { withoutCriterionLists } from "./process-words";
import { detectLanguage } from "./language";
import { readMotion, withoutEnglishBoilerplate } from "./reading";
import { correctForeignTypos, correctTypos } from "./typos";
import { relevance } from "./relevance";
import { scalability } from "./scalability";
import { sustainability } from "./sustainability";

// The embedded default scorer: rule-based, offline and deterministic — no clock, no randomness,
// no network — so the same motion on the same page always gets byte-identical criteria and explanation.
// One reading of the motion (its request, the content that supports it, what is boilerplate or filler)
// feeds every criterion; the gates then apply the judgements that cut across criteria (gates.ts).

// Pictographs, and what joins or modifies them: the variation selector, the zero-width joiner, skin tones, flags.
const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|[\u{1F1E6}-\u{1F1FF}]/gu;

// The web labels an analysis by this name's prefix (contract/scorers.ts).
export const RUBRIC_MODEL = `${RUBRIC_SCORER_NAME} v${RUBRIC_VERSION} (rule-based, no LLM)`;

/**
 * The rubric's verdict (types.ts, RubricVerdict): its own result, and what the LLM scorers must respect —
 * the hard flags (spam, shouting, gibberish, an injection attempt, a near-copy), the cap they impose on
 * every criterion (10, or 30 for a near-copy alone), the earlier motion a near-copy repeats, and whether
 * the rubric could read the motion's language.
 */
export function analyseWithRubric(input: ScoreInput): RubricVerdict {
  const text = input.motion.text.trim();
  const page = readPage(input.page);
  // Read without the page's own name, lists of the rubric's criteria and emoji, which say nothing a criterion
  // weighs and must not move where a sentence seems to begin or which language it is read in; the flags and
  // the injection check still see every character.
  const plain = withoutCriterionLists(text.replace(EMOJI, " ")).replace(/[ \t]{2,}/g, " ").trim();
  const said = withoutPageName(plain, input.page.name) || text;
  const language = detectLanguage(said);
  // Typos are corrected towards the page's and the rubric's words in English, towards request words in
  // the other languages read (typos.ts).
  const reading = readMotion(language.code === "en" ? correctTypos(said, `${input.page.name} ${input.page.description}`) : said, page, language);
  const closest = closestMotion(input, reading.content.join(" ") || text);
  const code = reading.language.code;
  const english = code === "en";
  const own = english ? said : withoutEnglishBoilerplate(said, reading);
  const foreign = code === "en" || code === "other" ? null : readForeign(correctForeignTypos(own, code), code, page);
  const { evaluation: relevant, topic } = relevance(reading, page);
  const evaluations: Record<CriterionKey, Evaluation> = english
    ? {
        relevance: relevant,
        originality: originality(closest),
        feasibility: feasibility(reading),
        impact: impact(reading),
        clarity: clarity(reading, text),
        scalability: scalability(reading),
        sustainability: sustainability(reading),
      }
    : { ...otherLanguageCriteria(own, page, foreign), originality: originality(closest) };
  const gates = applyGates({ text, reading, foreign, topic: english ? topic : null, closest, evaluations });

  const criteria = Object.fromEntries(CRITERIA.map((c) => [c.key, clampCriterion(evaluations[c.key].value)])) as AiCriteria;
  const score = weightedScore(criteria);
  const context = { reading, page, topic: english ? topic : null, closest, foreign };
  const explanation = explain({ ...context, score, evaluations, gates });
  const result: ScoreResult = { criteria, score, explanation, model: RUBRIC_MODEL };
  return { result, hardFlags: gates.hardFlags, cap: gates.cap, duplicateOf: gates.duplicateOf, language: reading.language.code };
}

export function scoreWithRubric(input: ScoreInput): ScoreResult {
  return analyseWithRubric(input).result;
}

export const rubricScorer: Scorer = {
  name: "rubric",
  model: RUBRIC_MODEL,
  score: async (input) => scoreWithRubric(input),
};
