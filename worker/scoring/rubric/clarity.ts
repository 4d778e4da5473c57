import { build, type Evaluation } from "./evaluation";
import { CAPITALS, upperShare } from "./flags";
import type { Reading } from "./reading";
import type { Ask } from "./request";
import { stem, words } from "./text";
import { EVALUATIVE } from "./vocabulary";

// Clarity: how the motion is written — a clear ask, enough words to say it, specifics rather than
// judgements ("nicer", "better"), readable sentences. Keyword lists and boilerplate make it harder to read.

const ASK_CLARITY: Record<Ask, number> = { action: 1, modal: 0.85, wish: 0.65, question: 0.45, vague: 0.45, none: 0.1 };

const lengthCredit = (n: number) => (n < 5 ? 0.1 : n < 8 ? 0.3 : n < 14 ? 0.55 : n < 22 ? 0.75 : n < 35 ? 0.9 : 1);

/** Sentence lengths that read easily score 1; a string of fragments or a run-on sentence less. */
export function readability(lengths: number[]) {
  if (!lengths.length) return 0;
  const avg = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const base = avg < 4 ? 0.5 : avg < 8 ? 0.8 : avg <= 28 ? 1 : avg <= 40 ? 0.6 : 0.3;
  return base - (Math.max(...lengths) > 60 ? 0.3 : 0);
}

export function clarity(reading: Reading, text: string): Evaluation {
  const { ask, specificity } = reading.request;
  const judgements = new Set(words(reading.content.join(" ")).map(stem).filter((w) => EVALUATIVE.has(w)));
  return build(0, [
    ["request", 100 * (0.3 * ASK_CLARITY[ask] + 0.25 * specificity), 40],
    ["request", -Math.min(15, 5 * judgements.size) * (1 - specificity), 0],
    ["wording", 100 * (0.2 * readability(reading.content.map((s) => words(s).length)) + 0.25 * lengthCredit(reading.wordCount)), 35],
    ["wording", /[!?]{2,}/.test(text) ? -10 : 0, 0],
    ["wording", upperShare(text) > CAPITALS ? -10 : 0, 0],
    ["filler", reading.filler.length ? -15 : 0, 0],
    ["boilerplate", reading.boilerplate.length ? -5 : 0, 0],
  ]);
}
