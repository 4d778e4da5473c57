import type { ScoreInput } from "../types";
import type { Evaluation } from "./checklist";
import { pageFields } from "./lexicon";
import { quoteList, topicTerms } from "./text";

// Relevance: how much the motion concerns its page (the page's name, description and field).

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
