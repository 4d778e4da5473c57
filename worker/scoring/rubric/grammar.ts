import nlp from "compromise/two";

// English grammar from compromise's part-of-speech tagger (README.md, "Libraries"): whether a clause opens
// with a verb in the imperative — "Reroute the 12 bus…", "Waive the permit fee…" — whatever the verb, so a
// request is found by its form and not only by a list of verbs someone thought of. The tagger reads the
// words around the verb: "Park the buses elsewhere" opens with a verb, "Park benches are broken" does not.

type Term = { normal: string; tags: string[] };

// Tagging costs about 0.4 ms a clause, and the request finder asks about the same clauses several times:
// the last few hundred clauses' terms are kept.
const MEMO_SIZE = 512;
const memo = new Map<string, Term[]>();

function termsOf(clause: string): Term[] {
  let terms = memo.get(clause);
  if (!terms) {
    terms = ((nlp(clause).json()[0]?.terms ?? []) as Term[]).map((t) => ({ normal: t.normal, tags: t.tags }));
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(clause, terms);
  }
  return terms;
}

/** Whether compromise reads the clause's first word as an imperative verb. */
export const opensWithImperative = (clause: string): boolean => !!termsOf(clause)[0]?.tags.includes("Imperative");

const WHATEVER = /^(?:some|every|any|no)(?:thing|one|body|where)$/;
const THING_PRONOUN = /^(?:it|them|this|that|these|those)$/;

/**
 * Whether a clause names anything after its first word: a noun that is not process talk (`process`: "months",
 * "budget") nor "something" or "everything", or a pronoun standing for a thing named before ("Repair it").
 * "Vote her out lol" names nothing, and neither does "… lol Complete within 12 months".
 */
export function namesAThing(clause: string, process: (word: string) => boolean): boolean {
  return termsOf(clause)
    .slice(1)
    .some((t) => (t.tags.includes("Pronoun") ? THING_PRONOUN.test(t.normal) : t.tags.includes("Noun") && !WHATEVER.test(t.normal) && !process(t.normal)));
}
