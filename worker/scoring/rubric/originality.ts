import type { ScoreInput } from "../types";
import { build, type Evaluation } from "./evaluation";
import { containment, contentStems, jaccard, shingles } from "./text";

// Originality: how much the motion repeats the motions already posted on its page. From DUPLICATE_FROM on
// it is a near-copy: the rubric caps its score and its explanation quotes the motion it repeats.

/** From this similarity on, a motion is a near-copy of the earlier one (reworded copies measure 0.6–0.8). */
export const DUPLICATE_FROM = 0.5;

export type Closest = { id: string; text: string; similarity: number } | null;

/** Word similarity of a new motion `a` to an earlier one `b`: the highest of shared words, shared word pairs and containment. */
function similarity(a: string, b: string) {
  const sa = contentStems(a);
  const sb = contentStems(b);
  const setA = new Set(sa);
  const setB = new Set(sb);
  const words = jaccard(setA, setB);
  const pairs = Math.min(1, 1.2 * jaccard(shingles(sa), shingles(sb)));
  // Containment only counts when the shorter text has enough words to be a real overlap, not chance. A new
  // motion within an earlier one copies it; an earlier, shorter one within the new one copies only when its
  // word pairs come too: a long motion that uses a short one's topic words ("cooling centers", "heat waves")
  // to ask something else adds to it.
  const within = [...setA].filter((w) => setB.has(w)).length / Math.max(setA.size, 1);
  const ordered = Math.sqrt(containment(setA, setB) * containment(shingles(sa), shingles(sb)));
  const contained = Math.min(setA.size, setB.size) >= 6 ? 0.85 * Math.max(within, ordered) : 0;
  return Math.max(words, pairs, contained);
}

/**
 * The earlier motion on the page most similar to this one (ties: the older one, the likelier original).
 * `content`: the motion's own sentences (reading.ts), so boilerplate appended to a copy does not hide it.
 */
export function closestMotion({ motion, others }: ScoreInput, content: string): Closest {
  let best: Closest = null;
  for (const other of others) {
    if (other.id === motion.id) continue;
    const s = similarity(content, other.text);
    if (!best || s >= best.similarity) best = { id: other.id, text: other.text, similarity: s };
  }
  return best;
}

/**
 * 100 minus 150 points per unit of similarity above 0.2 to the closest earlier motion: two motions on the
 * same subject share some words ("bus", "fare") without repeating each other.
 */
export const originality = (closest: Closest): Evaluation =>
  build(100, [["repeat", -150 * Math.max(0, (closest?.similarity ?? 0) - 0.2), 0]]);
