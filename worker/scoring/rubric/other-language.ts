import type { CriterionKey } from "../types";
import { readability } from "./clarity";
import { build, type Evaluation } from "./evaluation";
import type { PageSubject } from "./page-subject";
import { topicTerms } from "./text";

// The criteria of a motion the rubric cannot read (language.ts): no word-overlap judgement of its topic
// and no reading of its request, which would only measure that it is not English. What any language shows
// is scored instead — how much it says, its numbers and names, its sentences — around a neutral middle,
// and the explanation says plainly that the analysis read English only.

type Judged = Exclude<CriterionKey, "originality">;

/**
 * What the rubric reads in any language: words, sentences, and numbers and capitalised names. Scripts
 * written without spaces (Chinese, Japanese, Thai) count about two characters to a word.
 */
export function otherLanguageShape(text: string) {
  const parts = text.split(/(?<=[.!?。！？])\s*|\n+/).filter((s) => /\p{L}/u.test(s));
  const numbers = text.match(/\d+(?:[.,:]\d+)*/g) ?? [];
  const names = parts.flatMap((s) => s.split(/\s+/).slice(1)).filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
  const spaced = (text.match(/\p{L}+/gu) ?? []).length;
  const unspaced = Math.round((text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu) ?? []).length / 2);
  return { parts, names, words: Math.max(spaced, unspaced), sentences: parts.length, anchors: new Set([...numbers, ...names]).size };
}

export function otherLanguageCriteria(text: string, page: PageSubject): Record<Judged, Evaluation> {
  const { parts, names, words: count, anchors } = otherLanguageShape(text);
  const substance = 0.4 * Math.min(1, count / 30) + 0.3 * Math.min(1, anchors / 4) + 0.3 * Math.min(1, parts.length / 2);
  // Names are the same in every language: one shared with the page ("Ashford", "Riverside") is a sign of topic.
  const pageTerms = new Set([...page.nameTerms.keys(), ...page.properNames, ...page.descriptionTerms.keys()]);
  const sharesName = names.some((n) => [...topicTerms(n).keys()].some((t) => pageTerms.has(t)));
  const read = readability(parts.map((s) => (s.match(/\p{L}+/gu) ?? []).length));
  return {
    relevance: build(70, [["topic", sharesName ? 10 : 0, 0]]),
    feasibility: build(35, [["details", 45 * substance, 22]]),
    impact: build(35, [["details", 45 * substance, 22]]),
    clarity: build(40, [["wording", 20 * read + 30 * substance, 30]]),
    scalability: build(30, [["details", 30 * substance, 15]]),
    sustainability: build(30, [["details", 30 * substance, 15]]),
  };
}
