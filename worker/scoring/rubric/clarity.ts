import type { Evaluation } from "./checklist";
import { quoteList, sentences, words } from "./text";

// Clarity: how the motion is written — a clear ask, enough detail, specifics, readable sentences.

const ACTION_VERBS = new Set(
  ("add adopt allow ban build bring cap clear close convert create cut double eliminate end establish expand extend " +
    "fix fund give hire hold install introduce keep launch lend let limit lower make move offer open paint pay pilot " +
    "plant post protect provide publish put raise reduce reopen repair replace require restore run send serve set " +
    "start stop switch teach time turn upgrade use")
    .split(" "),
);
const MODAL_ASK = /\b(?:should|must|needs? to|we propose|i propose|i suggest|let's|calls? for|asks? (?:the )?[a-z]+ to)\b/i;
const VAGUE = /\b(?:stuff|things|something|everything|better|nicer|more|a lot|somehow|whatever|etc)\b/gi;

const lengthCredit = (n: number) => (n < 8 ? 0.1 : n < 15 ? 0.4 : n < 25 ? 0.7 : n < 40 ? 0.9 : 1);

export function clarity(text: string): Evaluation {
  const wordCount = words(text).length;
  const parts = sentences(text);
  const sentenceWords = parts.map((s) => words(s).length);
  const avg = wordCount / Math.max(parts.length, 1);
  const longest = Math.max(0, ...sentenceWords);

  // The ask: a sentence that opens with an action verb ("Publish…", "Please install…") is the clearest.
  const openers = parts.map((s) => words(s).filter((w) => w !== "please")[0] ?? "");
  const imperative = openers.find((w) => ACTION_VERBS.has(w));
  const modal = text.match(MODAL_ASK)?.[0];
  const ask = imperative ? 1 : modal ? 0.7 : text.includes("?") ? 0.4 : 0;

  const numbers = (text.match(/\d[\d,.]*/g) ?? []).length;
  // Capitalised words that do not open a sentence: names of places, bodies and programmes.
  const proper = parts.flatMap((s) => s.split(/\s+/).slice(1)).filter((w) => /^[A-Z][a-z]/.test(w));
  const specificity = Math.min(1, 0.15 * numbers + 0.12 * proper.length);
  const readability = (avg < 8 ? 0.6 : avg <= 28 ? 1 : avg <= 40 ? 0.6 : 0.25) - (longest > 60 ? 0.3 : 0);

  const vague = [...new Set((text.match(VAGUE) ?? []).map((v) => v.toLowerCase()))];
  // Vague words only cost points when nothing specific backs them up.
  const vaguePenalty = Math.min(15, 5 * vague.length) * (1 - specificity);
  const punctuation = /[!?]{2,}/.test(text) ? 10 : 0;
  const value =
    100 * (0.3 * ask + 0.25 * lengthCredit(wordCount) + 0.25 * specificity + 0.2 * Math.max(0, readability)) -
    vaguePenalty -
    punctuation;

  const reasons: string[] = [];
  const tips: string[] = [];
  if (imperative) reasons.push(`States a clear ask, opening with "${imperative[0]!.toUpperCase()}${imperative.slice(1)}".`);
  else if (modal) reasons.push(`Makes a request ("${modal}") but not as a direct action.`);
  else if (ask > 0) reasons.push("Asks a question instead of stating the action it wants.");
  else reasons.push("Does not state a clear action for the page to take.");
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const shape = parts.length > 1 ? `${parts.length} sentences of about ${Math.round(avg)} words` : "one sentence";
  reasons.push(`${plural(wordCount, "word")} in ${shape}, with ${plural(numbers, "number")} and ${plural(proper.length, "specific name")}.`);
  if (vaguePenalty >= 5) reasons.push(`Vague wording without specifics: ${quoteList(vague, 3)}.`);
  else if (punctuation) reasons.push("Repeated exclamation or question marks read as shouting.");
  if (ask < 1) tips.push('Open with the action you ask for ("Install…", "Publish…", "Extend…").');
  if (wordCount < 15) tips.push("Add a sentence or two of detail: what exactly, and why.");
  if (specificity < 0.5) tips.push("Replace general words with specifics: names of places, numbers, dates.");
  if (avg > 28) tips.push("Split long sentences so each one carries one point.");
  return { value, reasons: reasons.slice(0, 3), tips };
}
