import type { ScoreInput } from "../types";
import type { Evaluation } from "./checklist";
import { containment, contentStems, excerpt, jaccard, shingles } from "./text";

// Originality: how much the motion repeats the motions already posted on its page, naming the closest one.

const pct = (x: number) => `${Math.round(x * 100)}%`;

export type Closest = { id: string; text: string; similarity: number } | null;

/** Word similarity of two motions: the highest of shared words, shared word pairs and containment. */
export function similarity(a: string, b: string) {
  const sa = contentStems(a);
  const sb = contentStems(b);
  const setA = new Set(sa);
  const setB = new Set(sb);
  const words = jaccard(setA, setB);
  const pairs = Math.min(1, 1.2 * jaccard(shingles(sa), shingles(sb)));
  // Containment only counts when the shorter text has enough words to be a real overlap, not chance.
  const contained = Math.min(setA.size, setB.size) >= 6 ? 0.85 * containment(setA, setB) : 0;
  return Math.max(words, pairs, contained);
}

/** The earlier motion on the page most similar to this one (ties: the first in the given order). */
export function closestMotion({ motion, others }: ScoreInput): Closest {
  let best: Closest = null;
  for (const other of others) {
    if (other.id === motion.id) continue;
    const s = similarity(motion.text, other.text);
    if (!best || s > best.similarity) best = { id: other.id, text: other.text, similarity: s };
  }
  return best;
}

/** Originality: 100 minus 130 points per unit of similarity above 0.12 to the closest earlier motion. */
export function originality(closest: Closest, otherCount: number): Evaluation {
  const sim = closest?.similarity ?? 0;
  const value = 100 - 130 * Math.max(0, sim - 0.12);
  const reasons: string[] = [];
  const tips: string[] = [];
  if (!closest) {
    reasons.push("It is the first motion on this page, so nothing earlier repeats it.");
  } else if (sim < 0.25) {
    const earlier = otherCount === 1 ? "The one earlier motion on this page is not" : `None of the ${otherCount} earlier motions on this page is`;
    reasons.push(`${earlier} close to it (highest word overlap ${pct(sim)}).`);
  } else {
    reasons.push(`Closest earlier motion on this page: "${excerpt(closest.text)}" (${pct(sim)} word overlap).`);
    if (sim >= 0.5) {
      reasons.push("It repeats much of that motion; supporting the earlier one concentrates the votes.");
      tips.push(`Vote for the earlier motion "${excerpt(closest.text, 40)}" or say what yours adds to it.`);
    } else if (sim >= 0.35) {
      tips.push("Say what this motion adds beyond the similar one already on the page.");
    }
  }
  return { value, reasons, tips };
}
