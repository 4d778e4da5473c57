import { termsOf } from "./tagger";
import { lower } from "./text";
import { ACTION_VERBS } from "./vocabulary";

// The imperative inside a sentence typed without its commas or stops (README.md, "How the rubric reads a
// motion"): where request.ts looks for the ask when no clause of the sentence opens with one.

/** What an imperative acts on, right after it: "add one more bus", "put a light", "fix the 12 lamps". */
const OBJECT_START = /^(?:a|an|the|one|two|three|four|five|more|some|new|extra|our|their|my|your|this|these|those|every|each|all|someone|somebody|it|them|\d[\d:.,]*)$/;
const PARTICLE = /^(?:on|up|in|out|off|back|down|over)$/;
const SUBJECT_DETERMINER = /^(?:the|our|my|your|their|these|those|many|most|some|all|local)$/;
// After a subject, a relative pronoun, an auxiliary or a negation the verb is not an imperative: "you
// couldn't pave a parking lot", "cities that prioritize their shelters".
const NOT_IMPERATIVE = /^(?:to|will|would|can|could|should|must|might|may|shall|i|we|they|you|he|she|it|that|which|who|did|does|do|not|never|[a-z]+n't)$/;

/**
 * A sentence written without its commas — "route 22 bus is always late in the morning add one more bus
 * between 7 and 9" — split before the imperative inside it: an action verb followed by what it acts on
 * and not by a subject or an auxiliary before it. Unsplit when there is none.
 */
export function atImperative(sentence: string): string[] {
  const tokens = sentence.split(/\s+/);
  // "put on a 2 pm matinee": a phrasal verb's particle may come between the verb and its object.
  const object = (i: number) => OBJECT_START.test(lower(tokens[i] ?? "")) || (PARTICLE.test(lower(tokens[i] ?? "")) && OBJECT_START.test(lower(tokens[i + 1] ?? "")));
  // "the residents use the sidewalk": a plural noun after its determiner is the verb's subject.
  const subject = (i: number) => /s$/.test(lower(tokens[i - 1]!)) && SUBJECT_DETERMINER.test(lower(tokens[i - 2] ?? ""));
  const starts = (i: number) => i > 0 && object(i + 1) && !NOT_IMPERATIVE.test(lower(tokens[i - 1]!)) && !subject(i);
  let at = tokens.findIndex((t, i) => starts(i) && ACTION_VERBS.has(lower(t)));
  // A verb nobody listed, by the tagger: "… a local landmark maybe fill the potholes in eastbrook", its
  // base form, after no subject ("residents use the bus" is a statement).
  if (at < 0 && tokens.length >= 12) at = taggedImperative(tokens.join(" "), starts);
  return at > 0 ? [tokens.slice(0, at).join(" "), tokens.slice(at).join(" ")] : [sentence];
}

function taggedImperative(sentence: string, starts: (i: number) => boolean): number {
  const terms = termsOf(sentence);
  // The tagger's terms follow the tokens one to one unless it splits a contraction: then the ACTION_VERBS
  // reading above is all there is.
  if (terms.length !== sentence.split(" ").length) return -1;
  // Not after its subject or auxiliary, nor after "and" ("it will deliver lasting value … and strengthen the
  // city"), where it goes on the verb before it.
  const BOUND = ["Plural", "Pronoun", "Auxiliary", "Modal", "Verb", "Conjunction"];
  return terms.findIndex((t, i) => {
    // "… have basically become their own": the word before the adverbs is the verb's subject or auxiliary.
    let b = i - 1;
    while (b > 0 && terms[b]!.tags.includes("Adverb")) b--;
    const bound = BOUND.some((tag) => terms[b]?.tags.includes(tag)) || NOT_IMPERATIVE.test(terms[b]?.normal ?? "");
    // What runs on before it is a sentence, with a verb of its own: a string of nouns is word salad.
    const sentenceBefore = terms.slice(0, b).some((x) => x.tags.includes("Verb"));
    return starts(i) && t.tags.includes("Infinitive") && !bound && sentenceBefore;
  });
}
