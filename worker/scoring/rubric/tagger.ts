import nlp from "compromise/two";

// compromise's part-of-speech tagger (README.md, "Libraries"), with a memo: the one place the rubric tags
// English. grammar.ts reads requests with it; text.ts asks it whether a run of words ends in a verb.

export type Term = { normal: string; tags: string[] };

// Tagging costs about 0.4 ms a clause, and the request finder asks about the same clauses several times:
// the last few hundred clauses' terms are kept.
const MEMO_SIZE = 512;
const memo = new Map<string, Term[]>();

export function termsOf(clause: string): Term[] {
  let terms = memo.get(clause);
  if (!terms) {
    terms = ((nlp(clause).json()[0]?.terms ?? []) as Term[]).map((t) => ({ normal: t.normal, tags: t.tags }));
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(clause, terms);
  }
  return terms;
}

/** Whether compromise reads the last word of a run of words as a verb ("so enforce", "i'm posting"). */
export const verbEnds = (run: string): boolean => !!termsOf(run.trim()).at(-1)?.tags.includes("Verb");

/** Whether compromise reads the last word of a run of words as a noun ("sponsor an ordinance"). */
export const nounEnds = (run: string): boolean => !!termsOf(run.trim()).at(-1)?.tags.includes("Noun");

const LEXICON = (nlp as unknown as { model: () => { one: { lexicon: Record<string, string> } } }).model().one.lexicon;

/**
 * Whether `word` (lower case) is a word form compromise's lexicon knows (about 25,000): what is a word of
 * English, so never a typo (typos.ts, README.md decision 55): "short" is not "sort", "quiet" not "quite".
 */
export const isEnglishWord = (word: string): boolean => word in LEXICON;

// Tags compromise's lexicon gives a word that names a day, a month, a place or a person.
const NAME_TAGS = new Set(["WeekDay", "Month", "Date", "Holiday", "Place", "ProperNoun", "FirstName", "LastName", "Person", "Organization", "Country", "City", "Region", "Abbreviation"]);

/** Whether the lexicon knows `word` (lower case) as a name: "Saturday", "June", "Riverside" begin no sentence mid-line. */
export const isNameWord = (word: string): boolean => [LEXICON[word] ?? []].flat().some((tag) => NAME_TAGS.has(tag));
