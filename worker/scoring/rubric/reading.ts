import { isBoilerplate, METRIC_WORDS, specificTerms, stripFiller, templated } from "./boilerplate";
import { detectLanguage, type Language } from "./language";
import type { PageSubject } from "./page-subject";
import { findRequest, opensWithAction, type Request } from "./request";
import { sentences, stem, topicTerms, words } from "./text";
import { PROCESS_STEMS } from "./process-words";
import { EVALUATIVE, FLUFF } from "./vocabulary";

// One reading of a motion, shared by every criterion: its request, the sentences that support it (the
// motion's content), and what is set aside — boilerplate and keyword filler. Details are credited only from
// the content, so what a motion earns is tied to what it asks.

export type Reading = {
  /** The motion as posted, trimmed. */
  text: string;
  language: Language;
  request: Request;
  /** The request's sentence and the sentences that support it, in order; filler removed. */
  content: string[];
  boilerplate: string[];
  filler: string[];
  /** Why it matters, 0–1: sentences giving the reason (1), or a reason clause in the request (0.5). */
  reason: number;
  reasonQuote: string | null;
  /** Words of the content. */
  wordCount: number;
  /** Distinct subject words of the content: what it names beyond process talk, praise and the page's name. */
  subjectCount: number;
};

/**
 * A sentence that names something of its own: a subject word that is not process talk (process-words.ts),
 * a measure, praise, a judgement or the page's own name. "Complete within 12 months", "Fact sheet: 4,200
 * residents affected", "## Feasibility" and "Ashford Regional Transit, Ashford Regional Transit" are not.
 */
const subjectTerms = (text: string, page: PageSubject) =>
  [...topicTerms(text).keys()].filter(
    (t) => !PROCESS_STEMS.has(t) && !METRIC_WORDS.has(t) && !FLUFF.has(t) && !EVALUATIVE.has(t) && !page.nameTerms.has(t) && !page.properNames.has(t),
  );
export const anchored = (text: string, page: PageSubject) => subjectTerms(text, page).length > 0;

/**
 * "The walk signal at Brisk Lane is too short. Make it at least 25 seconds.": an imperative that names its
 * object by a pronoun is anchored by the sentence before it, when that one is anchored and this one is no
 * template ("This should be done by March" is not an imperative).
 */
const asksAboutTheLast = (s: string, before: string | undefined, page: PageSubject) =>
  !!before && /\b(?:it|them|this|that|these|those)\b/i.test(s) && !templated(s) && opensWithAction(s) && anchored(before, page);

/** "Fact sheet:", "KEY FIGURES", "By the numbers:": a heading over figures offered as facts. */
const FACTS_HEADING = /^\s*(?:(?:key|the|some)\s+)?(?:fact\s*sheet|facts?|data|statistics|stats|figures|numbers|by the numbers|evidence|research)\s*:?\s*$/i;
const CRITERION_HEADING = /^\s*(?:#{1,6}\s*|\*\*)?\p{L}+(?:\*\*)?\s*:?\s*$/u;
/** "## Impact", "**Feasibility**": a heading named like one of the rubric's criteria. */
const criterionHeading = (s: string) => CRITERION_HEADING.test(s) && PROCESS_STEMS.has(stem(s.replace(/[^\p{L}]+/gu, "").toLowerCase()));
const BULLET = /^\s*(?:[-•*–]|\d+[.)])\s/;

/** Whether sentence `i` is an item of a list under a facts heading: a template, like a "Target:" line. */
function listedUnder(sentences: string[], i: number): boolean {
  let at = i;
  while (at > 0 && BULLET.test(sentences[at]!)) at--;
  return at < i && FACTS_HEADING.test(sentences[at]!);
}

/** A question put to the page ("Can you tell people where they are on it?") asks, whatever it names. */
const asksThePage = (s: string) => /\?\s*$/.test(s) && /\b(?:can|could|will|would) (?:you|the city|the board|they)\b/i.test(s);

/** A sentence that says something of its own: two subject words that are not praise or filler. */
const substantive = (text: string, least = 2) =>
  [...topicTerms(text).keys()].filter((t) => !FLUFF.has(t)).length >= least;

/** The part of a long unpunctuated request after its first 16 words, when it names something of its own. */
function runOnTail(clause: string): string | null {
  const tokens = clause.split(/\s+/);
  if (tokens.length < 28) return null;
  const tail = tokens.slice(16).join(" ");
  return substantive(tail, 3) ? tail : null;
}

export function readMotion(text: string, page: PageSubject, language: Language = detectLanguage(text)): Reading {
  const filler: string[] = [];
  const kept: string[] = [];
  // The sentence under a heading named like a criterion ("## Impact") is written to the rubric, not the page.
  const underCriterion = new Set<number>();
  // Whether the first sentence kept is the motion's own opening: after "lol" or "🚌🚌🚌" (too short to
  // keep) a deadline line is an appendix like any other, as it is after a motion in another language.
  let opens = language.code === "en";
  for (const s of sentences(text)) {
    if (criterionHeading(s)) {
      underCriterion.add(kept.length);
      continue;
    }
    const { kept: rest, runs } = stripFiller(s, page.echoes);
    filler.push(...runs);
    if (words(rest).length >= 2) kept.push(rest);
    else if (!kept.length) opens = false;
  }
  const listed = (i: number) => underCriterion.has(i) || listedUnder(kept, i);
  const plain = kept.filter((s, i) => !templated(s) && !listed(i));
  const contextOf = (s: string) => specificTerms(plain.filter((p) => p !== s).join(" "), page.echoes);
  // After the opening sentence, one anchored to nothing could follow any motion: it is boilerplate too.
  // The opening sentence, anchored, is what the motion is about, however it is written: a motion in lower
  // case without full stops is one long opening sentence and still asks what it asks.
  const boilerplate = kept.filter((s, i) =>
    i === 0 && opens
      ? anchored(s, page) ? false : isBoilerplate(s, page.echoes, contextOf(s))
      : isBoilerplate(s, page.echoes, contextOf(s), listed(i)) || !(anchored(s, page) || asksThePage(s) || asksAboutTheLast(s, kept[i - 1], page)),
  );
  const content = kept.filter((s) => !boilerplate.includes(s));
  const request = findRequest(content, new Set([...page.nameTerms.keys(), ...page.properNames]));
  const support = content.filter((_, i) => i !== request.index).filter((s) => substantive(s));
  const supportWords = support.reduce((n, s) => n + words(s).length, 0);
  const clause = words(request.rest).length >= 3 && substantive(request.rest, 1) ? request.rest : null;
  // Written without full stops, the reason runs on in the request's own sentence: its tail carries it.
  const runOn = !support.length && !clause && !/[.!?;]/.test(text) ? runOnTail(request.clause) : null;
  const reason = support.length >= 2 || supportWords >= 12 ? 1 : support.length || runOn ? 0.8 : clause ? 0.5 : 0;
  return {
    text,
    language,
    request,
    content,
    boilerplate,
    filler,
    reason,
    reasonQuote: support[0] ?? clause ?? runOn,
    wordCount: content.reduce((n, s) => n + words(s).length, 0),
    subjectCount: subjectTerms(content.join(" "), page).length,
  };
}

/**
 * A motion the rubric reads in another language, or cannot read, without what it sets aside in English:
 * a deadline, budget or fact sheet appended in English to a motion in Chinese or Turkish is boilerplate
 * there too, and must not lend it the length, numbers and sentences that other languages are measured by.
 */
export function withoutEnglishBoilerplate(text: string, reading: Reading): string {
  const english = reading.boilerplate.filter((s) => detectLanguage(s).code === "en");
  const rest = english.reduce((left, s) => left.replace(s, " "), text);
  const own = rest.split("\n").filter((line) => !criterionHeading(line)).join("\n");
  return own.replace(/[ \t]{2,}/g, " ").trim() || text;
}
