import { analyseWithRubric } from "../../../worker/scoring/rubric/rubric-scorer";
import type { Scorer, ScoreInput, ScoreResult } from "../../../worker/scoring/types";
import { type EvalMotion, GAMING_KINDS, type Kind, labelledSet, type PageSet, type Tier } from "./labelled-set";
import { type Part, partOf } from "./split";
import { mean, spearman } from "./statistics";

// The scoring figures of any Scorer on a labelled set: how well its scores follow the tiers, whether gaming
// pays, whether ordinary motions are flagged, whether other languages and other ways of writing are treated
// fairly, and whether it is deterministic. A model scorer plugs in here the same way as the rubric. Every
// motion is scored with its page's earlier motions; the figures of a part are read from its motions alone.

type Scored = { motion: EvalMotion; input: ScoreInput; result: ScoreResult };
type Pair = { id: string; base: string; baseScore: number; score: number; change: number };

export type Figures = {
  scored: Scored[];
  spearman: number;
  tierMeans: { tier: Tier; count: number; mean: number }[];
  gaming: (Pair & { kind: Kind })[];
  /** Motions not labelled spam that the rubric's deterministic flags (applied whichever scorer runs) call spam. */
  falseSpam: { id: string; reason: string }[];
  /** Ordinary motions of tiers 3 to 5 with any hard flag (spam, shouting, gibberish, injection). */
  falseFlags: { id: string; kind: string; reason: string }[];
  /** A translation against its English original. */
  nonEnglish: (Pair & { language: string })[];
  /** The same motion in lowercase without punctuation, or with typos, against the original. */
  restyled: Pair[];
  /** Tier-5 motions under 50, tier-1 motions over 40, tier-3-to-5 motions under 20. */
  tier5Under50: { id: string; score: number }[];
  tier1Over40: { id: string; score: number }[];
  goodUnder20: { id: string; score: number }[];
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
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every motion of `set` scored twice: the first result kept, and whether the second differed. */
async function scoreSet(scorer: Scorer, set: PageSet[]) {
  const scored: Scored[] = [];
  const nonDeterministic = new Set<string>();
  for (const { motion, input } of scoringInputs(set)) {
    const result = await scorer.score(input);
    const again = await scorer.score(structuredClone(input));
    if (JSON.stringify(again) !== JSON.stringify(result)) nonDeterministic.add(motion.id);
    scored.push({ motion, input, result });
  }
  return { scored, nonDeterministic };
}

/** The figures of some scored motions (a variant's base among them). */
function figuresOf(scored: Scored[], nonDeterministic: Set<string>): Figures {
  const byId = new Map(scored.map((s) => [s.motion.id, s]));
  const scoreOf = (id: string) => byId.get(id)!.result.score;
  const tiers = [...new Set(scored.map((s) => s.motion.tier))].sort();
  const variants = (kinds: (k: Kind) => boolean) => scored.filter((s) => s.motion.variantOf && kinds(s.motion.kind));
  const pair = ({ motion, result }: Scored): Pair => ({
    id: motion.id,
    base: motion.variantOf!,
    baseScore: scoreOf(motion.variantOf!),
    score: result.score,
    change: round1(result.score - scoreOf(motion.variantOf!)),
  });
  const where = (test: (s: Scored) => boolean) => scored.filter(test).map((s) => ({ id: s.motion.id, score: s.result.score }));
  const flagsOf = (s: Scored) => analyseWithRubric(s.input).hardFlags;
  return {
    scored,
    spearman: spearman(
      scored.map((s) => s.motion.tier),
      scored.map((s) => s.result.score),
    ),
    tierMeans: tiers.map((tier) => {
      const scores = scored.filter((s) => s.motion.tier === tier).map((s) => s.result.score);
      return { tier, count: scores.length, mean: mean(scores) };
    }),
    gaming: variants((k) => GAMING_KINDS.has(k)).map((s) => ({ ...pair(s), kind: s.motion.kind })),
    falseSpam: scored
      .filter((s) => s.motion.kind !== "spam")
      .flatMap((s) => flagsOf(s).filter((f) => f.kind === "spam").map((f) => ({ id: s.motion.id, reason: f.reason }))),
    falseFlags: scored
      .filter((s) => s.motion.tier >= 3 && (s.motion.kind === "ordinary" || s.motion.kind === "restyled"))
      .flatMap((s) => flagsOf(s).map((f) => ({ id: s.motion.id, kind: f.kind, reason: f.reason }))),
    nonEnglish: variants((k) => k === "non-english").map((s) => ({ ...pair(s), language: s.motion.language ?? "?" })),
    restyled: variants((k) => k === "restyled").map(pair),
    tier5Under50: where((s) => s.motion.tier === 5 && s.result.score < 50),
    tier1Over40: where((s) => s.motion.tier === 1 && s.result.score > 40),
    goodUnder20: where((s) => s.motion.tier >= 3 && s.result.score < 20),
    nearCopies: scored
      .filter((s) => s.motion.copies)
      .map(({ motion, result }) => ({
        id: motion.id,
        original: motion.copies!,
        score: result.score,
        namesOriginal: result.explanation.includes(firstWords(byId.get(motion.copies!)!.motion.text, 4)),
      })),
    nonDeterministic: scored.filter((s) => nonDeterministic.has(s.motion.id)).map((s) => s.motion.id),
    explanationWords: mean(scored.map((s) => s.result.explanation.split(/\s+/).length)),
  };
}

export async function scoringFigures(scorer: Scorer, set: PageSet[] = labelledSet): Promise<Figures> {
  const { scored, nonDeterministic } = await scoreSet(scorer, set);
  return figuresOf(scored, nonDeterministic);
}

/** The figures of each part of every labelled motion (split.ts), from one scoring of them all. */
export async function partFigures(scorer: Scorer, set: PageSet[]): Promise<Record<Part, Figures>> {
  const { scored, nonDeterministic } = await scoreSet(scorer, set);
  const of = (part: Part) => figuresOf(scored.filter((s) => partOf(s.motion) === part), nonDeterministic);
  return { tuning: of("tuning"), test: of("test") };
}
