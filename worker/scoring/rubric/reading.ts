import { isBoilerplate, specificTerms, stripFiller, templated } from "./boilerplate";
import { detectLanguage, type Language } from "./language";
import type { PageSubject } from "./page-subject";
import { findRequest, type Request } from "./request";
import { sentences, topicTerms, words } from "./text";
import { FLUFF } from "./vocabulary";

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
};

/** A sentence that says something of its own: two subject words that are not praise or filler. */
const substantive = (text: string, least = 2) =>
  [...topicTerms(text).keys()].filter((t) => !FLUFF.has(t)).length >= least;

export function readMotion(text: string, page: PageSubject): Reading {
  const filler: string[] = [];
  const kept: string[] = [];
  for (const s of sentences(text)) {
    const { kept: rest, runs } = stripFiller(s, page.echoes);
    filler.push(...runs);
    if (words(rest).length >= 2) kept.push(rest);
  }
  const plain = kept.filter((s) => !templated(s));
  const contextOf = (s: string) => specificTerms(plain.filter((p) => p !== s).join(" "), page.echoes);
  const boilerplate = kept.filter((s) => isBoilerplate(s, page.echoes, contextOf(s)));
  const content = kept.filter((s) => !boilerplate.includes(s));
  const request = findRequest(content, new Set([...page.nameTerms.keys(), ...page.properNames]));
  const support = content.filter((_, i) => i !== request.index).filter((s) => substantive(s));
  const supportWords = support.reduce((n, s) => n + words(s).length, 0);
  const clause = words(request.rest).length >= 3 && substantive(request.rest, 1) ? request.rest : null;
  const reason = support.length >= 2 || supportWords >= 12 ? 1 : support.length ? 0.8 : clause ? 0.5 : 0;
  return {
    text,
    language: detectLanguage(text),
    request,
    content,
    boilerplate,
    filler,
    reason,
    reasonQuote: support[0] ?? clause,
    wordCount: content.reduce((n, s) => n + words(s).length, 0),
  };
}
