import type { CriterionKey } from "../types";
import { readability } from "./clarity";
import { build, type Evaluation } from "./evaluation";
import { findForeignRequest, foreignStems, type ForeignRequest } from "./foreign-request";
import type { ReadCode } from "./language";
import type { PageSubject } from "./page-subject";
import { anchored } from "./reading";
import { isEnglishWord } from "./tagger";
import { stem, topicTerms, words } from "./text";

// The criteria of a motion not in English. In Spanish, French, German, Portuguese, Italian or Polish the
// rubric reads its request and the sentences that support it (foreign-request.ts); in any other language it
// reads nothing and says so. Either way what any language shows — how much it says, its numbers and names,
// its sentences — counts, and relevance stays near the middle: the page is described in English, so word
// overlap would only measure that the motion is not (README.md, "Other languages").

type Judged = Exclude<CriterionKey, "originality">;
export type ForeignCode = Exclude<ReadCode, "en">;

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

/** A motion in one of the six other languages read: its request, and whether other sentences support it. */
export type ForeignReading = { request: ForeignRequest; reason: number; support: string | null; kept: string };

export function readForeign(text: string, code: ForeignCode, page: PageSubject): ForeignReading {
  // As in English (reading.ts), after the opening sentence one anchored to nothing — a fact sheet, a list of
  // criteria, the page's name — could follow any motion and is set aside.
  const parts = otherLanguageShape(text).parts.filter((s, i) => i === 0 || anchored(s, page));
  const request = findForeignRequest(parts, code, (w) => page.descriptionTerms.has(stem(w)) || page.nameTerms.has(stem(w)) || page.properNames.has(stem(w)));
  const support = parts.filter((s, i) => i !== request.index && new Set(foreignStems(s, code)).size >= 2);
  const words = support.reduce((n, s) => n + foreignStems(s, code).length, 0);
  // Written without full stops, the reason runs on in the request's own sentence: a long one carries it.
  // Its first 8 content words are the ask; what follows them counts as a support sentence would.
  const tail = support.length ? 0 : foreignStems(request.clause, code).length - 8;
  const reason = support.length >= 2 || words >= 8 || tail >= 16 ? 1 : support.length || tail >= 8 ? 0.8 : 0;
  return { request, reason, support: support[0] ?? null, kept: parts.join(" ") };
}

export function otherLanguageCriteria(text: string, page: PageSubject, read: ForeignReading | null): Record<Judged, Evaluation> {
  const { parts, names, words: count, anchors } = otherLanguageShape(read?.kept ?? text);
  const sentences = Math.max(parts.length, Math.floor(count / 15));
  const substance = 0.4 * Math.min(1, count / 30) + 0.3 * Math.min(1, anchors / 4) + 0.3 * Math.min(1, sentences / 2);
  // Names are the same in every language: one shared with the page ("Ashford", "Riverside") is a sign of topic.
  const pageTerms = new Set([...page.nameTerms.keys(), ...page.properNames, ...page.descriptionTerms.keys()]);
  // Typed in lower case a name is still one: a word of the page's name ("hillcrest park" on the parks
  // page), or of its description that is no English word ("fenwick").
  const named = new Set([...page.nameTerms.keys(), ...page.properNames]);
  const lowerName = (w: string) => w.length >= 4 && (named.has(stem(w)) || (!isEnglishWord(w) && pageTerms.has(stem(w))));
  const sharesName = names.some((n) => [...topicTerms(n).keys()].some((t) => pageTerms.has(t))) || words(text).some(lowerName);
  const read_ = readability(parts.map((s) => (s.match(/\p{L}+/gu) ?? []).length));
  const relevance = build(70, [["topic", sharesName ? 10 : 0, 0]]);
  if (!read) {
    return {
      relevance,
      feasibility: build(35, [["details", 45 * substance, 22]]),
      impact: build(35, [["details", 45 * substance, 22]]),
      clarity: build(40, [["wording", 20 * read_ + 30 * substance, 30]]),
      scalability: build(30, [["details", 30 * substance, 15]]),
      sustainability: build(30, [["details", 30 * substance, 15]]),
    };
  }
  // The same weights as the English criteria give the request, its reason and its details.
  const spec = read.request.specificity;
  return {
    relevance,
    feasibility: build(15, [["request", 40 * spec, 20], ["details", 25 * substance, 10]]),
    impact: build(15, [["request", 30 * spec, 15], ["reason", 30 * read.reason, 12], ["details", 15 * substance, 6]]),
    clarity: build(15, [["request", 35 * spec, 18], ["wording", 20 * read_ + 25 * substance, 25]]),
    scalability: build(20, [["request", 25 * spec, 12], ["details", 15 * substance, 6]]),
    sustainability: build(20, [["request", 25 * spec, 12], ["details", 10 * substance, 4]]),
  };
}
