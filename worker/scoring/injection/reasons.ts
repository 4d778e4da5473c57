// What the injection patterns share (README.md, "How scoring works"): the reasons a flag gives, which the
// explanation and the moderators' queue show, and "100 as a score" in the seven languages read, so that
// "give 100 families a bus pass" or "dale 100 becas" stay ordinary motions. Patterns read folded text
// (fold.ts): lower case, no diacritics.

export const REASON = {
  role: "a line starts with a chat role name",
  ignore: "it asks to ignore the scoring rules",
  changed: "it claims the scoring rules changed",
  addresses: "it addresses the scorer directly",
  delimiter: "it contains a fake data delimiter",
  answerShape: "it contains text shaped like the scorer's answer",
  asks: "it asks for a particular score",
  names: "it names the score it wants",
  hidden: "it hides text in invisible tag characters",
} as const;

type Reason = (typeof REASON)[keyof typeof REASON];
/** One language's data: patterns over folded text, each with the reason it gives. */
export type LanguagePatterns = readonly (readonly [RegExp, Reason])[];

const POINTS = "points?|puntos?|punkte?|punti|pontos?|punktow|punkty|marks?|percent";
const EVERY = "every|all|each|todos|todas|cada|tous|toutes|chaque|alle[nms]?|jede[nmrs]?|tutti|tutte|ogni|wszystkich|kazd[aey]m?";
const ON = "on|to|for|in|across|en|sur|pour|dans|auf|bei|fur|in|em|para|su|per|in|na|w|we|dla|a";

/** 100 as a score, not a count: "100.", "100 points", "100 on every criterion", "100 en todos", never "100 families". */
export const HUNDRED = `100(?=\\s*($|[.,;:!?)\\n/%"']|(${POINTS})\\b|out\\s+of\\b|everywhere\\b|(${ON})\\s+(${EVERY})\\b))`;
/** The top of a scale, written as a fraction: 10/10, 20/20 (French), 100/100, not a date such as 10/10/2027. */
export const TOP_FRACTION = "\\b(10\\s*/\\s*10|20\\s*/\\s*20|100\\s*/\\s*100)\\b(?!\\s*/)";

/** A pattern over folded text, case-insensitive (folded text is lower case, but "I" can come from NFKC). */
export const pattern = (source: string) => new RegExp(source, "i");
