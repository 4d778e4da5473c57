import { pageFields } from "./lexicon";
import { containment, contentStems, excerpt, jaccard, quoteList, shingles, topicTerms } from "./text";
import type { ScoreInput } from "./types";

// The two criteria that compare the motion with something else: its page (relevance) and the motions
// already posted there (originality). Everything else is judged from the motion's own text (content.ts,
// form.ts).

export type Evaluation = { value: number; reasons: string[]; tips: string[] };

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * Relevance: distinct topic words the motion shares with the page's name (worth 2), its description
 * (worth 1) or the vocabulary of the page's field (worth 0.75), as a saturating strength, blended with the
 * share of the motion's own topic words that are on topic (so a short on-topic motion is not punished
 * for being short, and one passing word in a long off-topic text does not make it relevant).
 */
export function relevance({ motion, page }: ScoreInput): Evaluation {
  const nameTerms = topicTerms(page.name);
  const descTerms = topicTerms(page.description);
  const fields = pageFields(new Set(nameTerms.keys()), new Set(descTerms.keys()));
  const motionTerms = topicTerms(motion.text);

  const inName: string[] = [];
  const inDescription: string[] = [];
  const inField: string[] = [];
  const fieldLabels = new Set<string>();
  for (const [s, word] of motionTerms) {
    if (nameTerms.has(s)) inName.push(word);
    else if (descTerms.has(s)) inDescription.push(word);
    else {
      const field = fields.find((f) => f.terms.has(s));
      if (!field) continue;
      inField.push(word);
      fieldLabels.add(field.label);
    }
  }
  const evidence = 2 * inName.length + inDescription.length + 0.75 * inField.length;
  const hits = inName.length + inDescription.length + inField.length;
  const coverage = Math.min(1, hits / Math.max(motionTerms.size, 1) / 0.2);
  // The 1.5 power keeps one passing word weak (≈ 0.14) while three or four solid matches count (≈ 0.5–0.7).
  const strength = 1 - Math.exp(-((evidence / 3.5) ** 1.5));
  const value = Math.max(5, 100 * (0.65 * strength + 0.35 * coverage));

  const reasons: string[] = [];
  if (inName.length) reasons.push(`Names the page's own subject ("${page.name}"): ${quoteList(inName)}.`);
  if (inDescription.length) reasons.push(`Shares terms with the page's description: ${quoteList(inDescription)}.`);
  if (inField.length) reasons.push(`Uses the vocabulary of ${[...fieldLabels].join(" and ")}: ${quoteList(inField)}.`);
  if (!hits) reasons.push(`Shares no subject words with "${page.name}" or its description, so it may belong on another page.`);
  else if (hits <= 2 && hits < motionTerms.size) reasons.push(`Only ${hits} of its ${motionTerms.size} subject words relate to this page.`);

  const tips =
    value < 30
      ? [`Post it on the page responsible for this subject, or explain how "${page.name}" is involved.`]
      : value < 70
        ? [`Tie the motion to what "${page.name}" is responsible for, using the page's own terms.`]
        : [];
  return { value, reasons, tips };
}

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
