import fc from "fast-check";
import { scoreWithRubric } from "../../../worker/scoring/rubric/rubric-scorer";
import type { ScoreInput } from "../../../worker/scoring/types";
import { scoringInputs } from "./figures";
import { MAX_COST, MAX_GAIN, type Transform, TRANSFORMS } from "./gaming-transforms";
import { allSets, type Part, partOf } from "./split";

// Gaming as properties (issue 33): every transform applied to every labelled motion, a few fast-check
// variants each, with a fixed seed so the run is reproducible. A gaming transform may gain at most +5 on
// any motion; writing the same motion in lowercase without punctuation, or with a few typos, may cost at
// most 10. Prints, per transform, the worst change and how many motions miss, beside the target.

type PropertyResult = { transform: string; kind: Transform["kind"]; worst: number; misses: string[] };

const VARIANTS = 4;
const SEED = 33;

const score = (input: ScoreInput, text: string) => scoreWithRubric({ ...input, motion: { ...input.motion, text } }).score;

function propertyResults(part: Part, variants = VARIANTS): PropertyResult[] {
  const inputs = scoringInputs(allSets).filter(({ motion }) => partOf(motion) === part);
  return TRANSFORMS.map((t) => {
    let worst = t.kind === "gaming" ? -Infinity : Infinity;
    const misses: string[] = [];
    for (const { motion, input } of inputs) {
      const base = score(input, motion.text);
      const texts = fc.sample(t.apply(motion.text, input.page), { numRuns: variants, seed: SEED });
      const changes = texts.map((text) => Math.round((score(input, text) - base) * 10) / 10);
      const change = t.kind === "gaming" ? Math.max(...changes) : Math.min(...changes);
      worst = t.kind === "gaming" ? Math.max(worst, change) : Math.min(worst, change);
      if (t.kind === "gaming" ? change > MAX_GAIN : change < -MAX_COST) misses.push(`${motion.id} ${change > 0 ? "+" : ""}${change}`);
    }
    return { transform: t.name, kind: t.kind, worst, misses };
  });
}

const signed = (n: number) => `${n > 0 ? "+" : ""}${n.toFixed(1)}`;

/**
 * Prints, per transform, the worst change and the motions that miss on each part shown, beside the target;
 * returns the number of transforms that miss on any part. Per-motion misses are named for the tuning part
 * only (with `verbose`): the test part is frozen, and is read as figures, never motion by motion.
 */
export function gamingProperties(parts: Part[], verbose = false): number {
  const results = Object.fromEntries(parts.map((p) => [p, propertyResults(p)])) as Partial<Record<Part, PropertyResult[]>>;
  const head = parts.map((p) => `${p} worst`.padStart(13) + `${p} misses`.padStart(14)).join("");
  console.log(`${"transform".padEnd(46)}${head}  target`);
  TRANSFORMS.forEach((t, i) => {
    const cells = parts.map((p) => signed(results[p]![i]!.worst).padStart(13) + String(results[p]![i]!.misses.length).padStart(14)).join("");
    const target = t.kind === "gaming" ? `gain ≤ +${MAX_GAIN} on every motion` : `cost ≤ ${MAX_COST} on every motion`;
    console.log(`${t.name.padEnd(46)}${cells}  ${target}`);
    const tuningMisses = results.tuning?.[i]?.misses ?? [];
    if (verbose && tuningMisses.length) console.log(`    tuning: ${tuningMisses.join(", ")}`);
  });
  const missed = TRANSFORMS.filter((_, i) => parts.some((p) => results[p]![i]!.misses.length)).length;
  console.log(missed ? `\n${missed} transform(s) miss the target.` : "\nEvery transform within its target on every motion.");
  return missed;
}
