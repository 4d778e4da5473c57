import { analyseWithRubric } from "../../../worker/scoring/rubric/rubric-scorer";
import type { Scorer, ScoreInput, ScoreResult } from "../../../worker/scoring/types";
import { type EvalMotion, GAMING_KINDS, type Kind, labelledSet, type PageSet, type Tier } from "./labelled-set";
import { mean, spearman } from "./statistics";

// The scoring figures of any Scorer on the labelled set: how well its scores follow the tiers, whether
// gaming pays, whether ordinary motions are called spam, whether other languages are treated fairly, and
// whether it is deterministic. A model scorer plugs in here the same way as the rubric.

type Scored = { motion: EvalMotion; input: ScoreInput; result: ScoreResult };

export type Figures = {
  scored: Scored[];
  spearman: number;
  tierMeans: { tier: Tier; count: number; mean: number }[];
  gaming: { id: string; base: string; kind: Kind; baseScore: number; score: number; change: number }[];
  /** Motions not labelled spam that the rubric's deterministic flags (applied whichever scorer runs) call spam. */
  falseSpam: { id: string; reason: string }[];
  nonEnglish: { id: string; english: string; englishScore: number; score: number; difference: number }[];
  /** Near-copies: their score, and whether the explanation quotes the start of the motion they copy. */
  nearCopies: { id: string; original: string; score: number; namesOriginal: boolean }[];
  /** Motions whose second scoring differed byte for byte from the first. */
  nonDeterministic: string[];
  /** Mean length of the explanations, in words. */
  explanationWords: number;
};

/** Every motion's scoring input: the motions posted on its page before it (newest first), as the queue gives them. */
export function scoringInputs(set: PageSet[] = labelledSet): { motion: EvalMotion; input: ScoreInput }[] {
  return set.flatMap(({ page, motions }) => {
    const posted = motions.filter((m) => !m.variantOf);
    const earlier = (m: EvalMotion) => {
      const at = posted.findIndex((p) => p.id === (m.variantOf ?? m.id));
      if (at < 0) throw new Error(`${m.id}: variantOf ${m.variantOf} is not a motion of ${page.key}`);
      return posted.slice(0, at).reverse().map((p) => ({ id: p.id, text: p.text }));
    };
    return motions.map((motion) => ({
      motion,
      input: { motion: { id: motion.id, text: motion.text }, page: { name: page.name, description: page.description }, others: earlier(motion) },
    }));
  });
}

const firstWords = (text: string, n: number) => text.split(/\s+/).slice(0, n).join(" ");

export async function scoringFigures(scorer: Scorer, set: PageSet[] = labelledSet): Promise<Figures> {
  const scored: Scored[] = [];
  const nonDeterministic: string[] = [];
  for (const { motion, input } of scoringInputs(set)) {
    const result = await scorer.score(input);
    const again = await scorer.score(structuredClone(input));
    if (JSON.stringify(again) !== JSON.stringify(result)) nonDeterministic.push(motion.id);
    scored.push({ motion, input, result });
  }
  const byId = new Map(scored.map((s) => [s.motion.id, s]));
  const scoreOf = (id: string) => byId.get(id)!.result.score;

  const tiers = [...new Set(scored.map((s) => s.motion.tier))].sort();
  const tierMeans = tiers.map((tier) => {
    const scores = scored.filter((s) => s.motion.tier === tier).map((s) => s.result.score);
    return { tier, count: scores.length, mean: mean(scores) };
  });
  const variants = (kinds: (k: Kind) => boolean) => scored.filter((s) => s.motion.variantOf && kinds(s.motion.kind));

  return {
    scored,
    spearman: spearman(
      scored.map((s) => s.motion.tier),
      scored.map((s) => s.result.score),
    ),
    tierMeans,
    gaming: variants((k) => GAMING_KINDS.has(k)).map(({ motion, result }) => ({
      id: motion.id,
      base: motion.variantOf!,
      kind: motion.kind,
      baseScore: scoreOf(motion.variantOf!),
      score: result.score,
      change: Math.round((result.score - scoreOf(motion.variantOf!)) * 10) / 10,
    })),
    falseSpam: scored
      .filter((s) => s.motion.kind !== "spam")
      .flatMap(({ motion, input }) =>
        analyseWithRubric(input).hardFlags.filter((f) => f.kind === "spam").map((f) => ({ id: motion.id, reason: f.reason })),
      ),
    nonEnglish: variants((k) => k === "non-english").map(({ motion, result }) => ({
      id: motion.id,
      english: motion.variantOf!,
      englishScore: scoreOf(motion.variantOf!),
      score: result.score,
      difference: Math.round((result.score - scoreOf(motion.variantOf!)) * 10) / 10,
    })),
    nearCopies: scored
      .filter((s) => s.motion.copies)
      .map(({ motion, result }) => ({
        id: motion.id,
        original: motion.copies!,
        score: result.score,
        namesOriginal: result.explanation.includes(firstWords(byId.get(motion.copies!)!.motion.text, 4)),
      })),
    nonDeterministic,
    explanationWords: mean(scored.map((s) => s.result.explanation.split(/\s+/).length)),
  };
}
