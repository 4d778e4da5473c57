import { type Term, termsOf } from "./tagger";
import { lower, patternWords } from "./text";
import { ACTION_VERBS } from "./vocabulary";

// English grammar from compromise's part-of-speech tagger (README.md, "Libraries"): whether a clause opens
// with a verb in the imperative — "Reroute the 12 bus…", "Waive the permit fee…" — whatever the verb, so a
// request is found by its form and not only by a list of verbs someone thought of. The tagger reads the
// words around the verb: "Park the buses elsewhere" opens with a verb, "Park benches are broken" does not.

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

// Requests made politely are found by their construction, whatever words fill it: a condition ("It would
// help if…", "I would be grateful if…", "it would hlep if…"), a wish to see ("I'd love to see…"), a formal
// ask ("We ask that…", "I would respectfully ask…"), a suggestion ("Why not…?"), or a proposal put as what
// it would do ("… — a mural on the underpass would change that", "One officer on call would cover…").
/** The words of the polite constructions, for typo correction (typos.ts): "greatful" is "grateful". */
export const politeWords = () => patternWords([CONDITIONAL, WISH_TO_SEE, PROPOSED], 4);

const CONDITIONAL =
  /\b(?:it|this|that)\s+would\s+(?:[a-z]+\s+){1,3}if\b|\b(?:would|'d)\s+be\s+(?:[a-z]+\s+){1,2}if\b|\b(?:ask|request|propose|suggest|recommend|urge)\s+that\b|\b(?:i|we)\s+(?:would\s+|'d\s+)?(?:\w+ly\s+)?(?:ask|request|propose|suggest|urge)\b/;
// The proposed thing opens the clause, or follows "I think": a quantity ("three speed humps would…") or a
// change put as a gerund acting on something ("Converting the four metered spaces… would let them…").
const PROPOSED =
  /(?:^|[—–:;,]\s*|\b(?:i|we)\s+(?:think|believe|reckon|feel)\s+(?:that\s+)?)(?:(?:a|an|one|two|three|four|five|more|some|extra|new)\s|[a-z]{3,}ing\s+(?:the|a|an|our|more|some|\d))[^.!?]{3,}?\bwould\s+(?!not\b|have\b|be\b)[a-z]+/;
/**
 * Written without punctuation, the proposal cannot follow a stop or a dash: in a long run-on motion ("… every
 * single day a loading zone on the two meter spaces … would keep the bus lane clear") it opens anywhere.
 */
const proposedUnpunctuated = (text: string) => !/[.,;:!?]/.test(text) && text.split(/\s+/).length >= 20 && PROPOSED_ANYWHERE.test(text);

const PROPOSED_ANYWHERE = new RegExp(PROPOSED.source.replace(/^\(\?:\^\|/, "(?:\\s|"));

// "I'd love to see…", "I'd like the meters on Market Square to switch…".
const WISH_TO_SEE =
  /(?:\bwould|'d|\b[iw]e?d)\s+(?:really\s+|so\s+)?(?:love|like)\s+(?:to\s+see|it\s+if|for|(?:the|a|an|our|some|more|all)\s[^.!?]*?\bto\s+[a-z]+)\b|^why\s+not\b/;

/**
 * A polite request by its construction, or a question put with a modal to someone who can act ("Could the
 * shelter post…?", "Can there be more…?", "Would you consider…?"), by the tagger: a modal first, then its
 * subject, a verb within the next four words, the modal not negated. `modal` asks for a change, `wish` wishes for one; null otherwise.
 */
export function politeAsk(clause: string): "modal" | "wish" | null {
  const text = lower(clause).trim();
  if (WISH_TO_SEE.test(text) || PROPOSED.test(text) || proposedUnpunctuated(text)) return "wish";
  if (CONDITIONAL.test(text)) return "modal";
  const terms = termsOf(clause.trim());
  // "Can't…" or "could not…" complains; a negation later ("…that aren't in bars") does not undo the ask.
  const opensWithModal = !!terms[0]?.tags.includes("Modal") && !terms.slice(0, 2).some((t) => t.tags.includes("Negative") || /n't$|^not$/.test(t.normal));
  // Put to someone: a subject follows the modal ("Could the shelter…", "Can there be…"), unlike the
  // heading-like "Can scale to every precinct".
  const subject = !!terms[1] && (terms[1].tags.includes("Noun") || terms[1].tags.includes("Determiner") || terms[1].normal === "there");
  const verb = (t: Term) => t.tags.includes("Verb") || ACTION_VERBS.has(t.normal);
  if (!opensWithModal || !subject) return null;
  return terms.slice(2, 6).some(verb) || verbAfterSubject(terms) ? "modal" : null;
}

/**
 * "could the utility act as a middleman": in a question the tagger can read the verb after its subject as
 * a noun ("act"). Put back in the order of a statement — "the utility could act as…" — the word after the
 * modal is read as what it is; a word the tagger still calls a noun is a verb when an article follows it.
 */
function verbAfterSubject(terms: Term[]): boolean {
  const head = terms.findIndex((t, i) => i >= 1 && i <= 3 && t.tags.includes("Noun"));
  if (head < 0) return false;
  const statement = [...terms.slice(1, head + 1), terms[0]!, ...terms.slice(head + 1)].map((t) => t.normal).join(" ");
  if (termsOf(statement)[head + 1]?.tags.includes("Verb")) return true;
  // "could the office station a counselor…": a word between the subject and an article acts on what follows.
  const [word, object] = [terms[head + 1], terms[head + 2]];
  return !!word?.tags.includes("Noun") && !!object && ["Determiner", "Value", "Possessive"].some((tag) => object.tags.includes(tag));
}
