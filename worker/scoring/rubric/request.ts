import { METRIC_WORDS } from "./boilerplate";
import { namesAThing, opensWithImperative, politeAsk } from "./grammar";
import { PROCESS_STEMS } from "./process-words";
import { atImperative } from "./run-on";
import { ACTION_VERBS, EVALUATIVE, FLUFF, NUMBER_WORDS, VAGUE_VERBS } from "./vocabulary";
import { lower, patternWords, stem, topicTerms, words } from "./text";

// The motion's request: the sentence that asks the page for something, cut down to the clause that asks
// ("Plant shade trees along the path in Lincoln Park") — what follows a "so", "because", "where" or ";" is
// the reason, not the request. How specific that clause is — a concrete verb, the things it names, its
// numbers and names — drives what the rest of the motion can earn: details count only when they are
// attached to a request that says what should change.

/** action "Install…"; modal "The city should install…"; wish "We need more buses"; vague "Make it better". */
export type Ask = "action" | "modal" | "wish" | "question" | "vague" | "none";

export type Request = {
  /** The asking clause of the request's sentence. */
  clause: string;
  /** The rest of that sentence: often the reason ("so people who work evenings can come"). */
  rest: string;
  ask: Ask;
  /** 0–1: how exactly the request says what should change. */
  specificity: number;
};

const ASK_STRENGTH: Record<Ask, number> = { action: 1, modal: 0.85, wish: 0.6, question: 0.4, vague: 0.25, none: 0 };
/**
 * "Our request: a $6 overnight flat rate…": a label says outright that what follows is the ask — without
 * its colon too, when what follows is the thing asked for ("our request a $6 overnight flat rate", "idea a teen
 * tech helpers program").
 */
const LABEL = /^(?:(?:(?:my|our|the) )?(?:proposal|request|ask|suggestion|solution|idea)s?:|(?:(?:my|our) (?:proposal|request|suggestion|solution|idea)s?|idea)(?=\s+(?:a|an|the|\$|\d)))/;
const LEAD_IN = new RegExp(String.raw`^(?:please|kindly|${LABEL.source.slice(1)}|i propose(?: that)?|we propose(?: that)?|i suggest(?: that)?|we suggest(?: that)?|we ask(?: that)?|i'd like to see|let's|(?:i am|i'm|we are|we're) asking (?:for|that|you to)|what (?:i|we) (?:am |are |'m |'re )?(?:asking(?: for)?|ask(?: for)?|want|need|propose|suggest) is(?: this)?:?|i ask (?:for|that)|we ask for)\s+`);
const MODAL = /\b(?:should|must|needs? to|ought to|has to|have to|please|it's time to|we ask (?:the )?[a-z]+ to|(?:can|could) (?:someone|somebody|you|we|the city|they))\s+(?:(?:also|really|finally|just|immediately|urgently)\s+)?([a-z']+)/;
const WISH = /\b(?:need|needs|want|wants|deserve|deserves|would like)\b(?! to)|^(?:more|less|fewer|free|longer|cheaper|extra|new|no)\b/;
/**
 * "A homework club at the Carver branch would be enough", "two more lifeguards would help": a thing named as
 * its subject and judged as the answer is a request for that thing. A pronoun subject ("it would help") is
 * a reason for something named elsewhere.
 */
const SUGGESTED =
  /^(?!(?:it|this|that|which|there|they|he|she|we|i|you|what|anything|something|everything)\b)(.{3,160}?)\s+would\s+(?:(?:really|honestly|definitely|already)\s+)?(?:be\s+(?:(?:so|really|very|more than)\s+)?(?:enough|great|nice|helpful|ideal|perfect|wonderful|amazing|a\s+(?:big\s+|huge\s+|great\s+|real\s+|good\s+)?(?:help|start|improvement))|help|make\s+(?:a|all the)\s+(?:big\s+|huge\s+|real\s+)?difference|go\s+a\s+long\s+way)\b/;
const QUANTITY = new Set(["more", "less", "lot"].map(stem));
/** Verbs that make a sentence a statement ("Park benches are broken"), not an imperative ("Park the buses…"). */
const FINITE = new Set(
  "is are was were has have had do does did don't doesn't didn't isn't aren't wasn't can't won't can will would could should must need needs keep keeps".split(" "),
);
// Where the asking clause ends and its reason begins.
const BOUNDARY =
  /\s*;\s*|,\s*(?=(?:so|because|since|where|while|otherwise|there|it|it's|this|that|my|our|we|they|i|people|kids|the|waiting|right now|today|as)\b)|\s+(?=(?:because|since|so that|so)\s)/i;

/** The words a request is read by ("please", "should", "propose"), for typo correction (typos.ts): "Plese" is "Please". */
export const requestWords = () => patternWords([LEAD_IN, MODAL, WISH], 4);

// "9 out of 10 pet owners agree animals deserve the best", "68% of residents say…": a reported opinion is a claim.
const REPORTED = /(?:\d+\s*%|\b\d+\s+(?:out of|in)\s+\d+)[^.!?]{0,40}\b(?:say|says|said|agree|agrees|believe|believes|feel|feels|think|thinks|report|reports|want|wants|support|supports)\b/;

// "Keep up the great work", "keep it up": praise (or its sarcastic echo), whatever its imperative form.
const PRAISE = /^(?:(?:please|so|just|and)\s+)?keep (?:up the (?:good|great|fine|amazing|excellent|fantastic|wonderful) work|it up)\b/;

function askOf(clause: string): Ask {
  const polite = lower(clause).trimStart();
  if (REPORTED.test(polite) || PRAISE.test(polite)) return "none";
  // "… so enforce it", "and send an inspector": a conjunction before an imperative is not the clause's verb.
  const unjoined = polite.replace(/^(?:so|and|then|just|but)\s+/, "");
  const ordered = unjoined !== polite && (ACTION_VERBS.has(unjoined.match(/^[a-z']+/)?.[0] ?? "") || opensWithImperative(unjoined));
  const text = (ordered ? unjoined : polite).replace(LEAD_IN, "");
  const tokens = text.match(/[a-z0-9']+/g) ?? [];
  const first = tokens[0] ?? "";
  const statement = tokens.slice(1, 5).some((t) => FINITE.has(t) || /^(?:it|there|that|what|here)'s$/.test(t));
  const topics = topicsOf(text).filter((t) => t !== stem(first));
  const judgements = words(text).map(stem).filter((t) => EVALUATIVE.has(t));
  // "Fix everything", "do something about": the verb's object is no thing at all.
  const judged = judgements.length > 0 || /^(?:[a-z']+\s+)?(?:something|everything|anything)\b|\bdo something\b/.test(text);
  // Verbs outside the lists are read by grammar (grammar.ts): "Reroute…", "Prioritize…", "Waive…".
  const verbLike = ACTION_VERBS.has(first) || VAGUE_VERBS.has(first) || opensWithImperative(text);
  if (verbLike && !statement) {
    // "Fix the roads": a verb of change with one generic object says no more than "make it better".
    const bare = topics.length <= 1 && !/\d|\s\p{Lu}/u.test(clause.trim().slice(1));
    // "Vote her out": a verb acting on nothing the page could name.
    const nothing = !namesAThing(text, (w) => PROCESS_STEMS.has(stem(w)) || METRIC_WORDS.has(stem(w)));
    if (first === "do" || nothing || (VAGUE_VERBS.has(first) && (judged || bare))) return "vague";
    return first === "improve" ? "wish" : "action";
  }
  // "Please get more copies", "Town halls in every district, please": politeness marks a request.
  if (LABEL.test(polite) && !FINITE.has(first)) return "modal";
  if ((text !== polite && !FINITE.has(first)) || /\bplease\s*(?:[,;.!—–-]|$)/.test(text)) return "wish";
  const asked = politeAsk(text);
  if (asked) return judged && !topics.some((t) => !EVALUATIVE.has(t)) ? "vague" : asked;
  // "Something has to change": what should change is nothing in particular.
  if (/\b(?:something|everything|anything|stuff|things)\s+(?:has|have|needs?|must|should|ought)\b/.test(text)) return "vague";
  const modal = text.match(MODAL);
  // "A pilot programme should begin next quarter", "Any change should be shaped together with…": what
  // should happen is the project's process, not a change the page could make.
  if (modal && /^(?:should|must|needs?|ought|has|have)\b/.test(modal[0]) && aboutTheProcess(text.slice(0, modal.index))) return "none";
  // "I must confess…", "I have to say…": the writer's own obligation is no request.
  if (modal && /\bi\s*$/.test(text.slice(0, modal.index))) return clause.trim().endsWith("?") ? "question" : "none";
  // "… please ignore" is not a request; "… please fix the lights" is.
  if (modal && !(modal[0].startsWith("please") && !ACTION_VERBS.has(modal[1]!))) {
    const verb = modal[1]!;
    if ((verb === "be" || verb === "do" || VAGUE_VERBS.has(verb)) && judged) return "vague";
    return ACTION_VERBS.has(verb) ? "modal" : "wish";
  }
  // "More buses" asks for a quantity, which is concrete; "more modern" judges.
  const judging = judgements.filter((t) => !QUANTITY.has(t));
  if (WISH.test(text)) return judging.length && topics.filter((t) => !EVALUATIVE.has(t)).length <= 1 ? "vague" : "wish";
  const subject = text.match(SUGGESTED)?.[1];
  if (subject && !(subject.match(/[a-z']+/g) ?? []).some((t) => FINITE.has(t)) && topicsOf(subject).length) return judged ? "vague" : "wish";
  return clause.trim().endsWith("?") ? "question" : "none";
}

const PROCESS_SUBJECT = new Set("change changes plan plans programme program project initiative scheme approach solution process work".split(" ").map(stem));

/** Whether the few words before a modal, its subject, end in process talk: the project, not a thing. */
function aboutTheProcess(before: string): boolean {
  if (before.split(/\s+/).length > 6) return false;
  const subject = stem(before.match(/([a-z']+)\s*$/)?.[1] ?? "");
  return !!subject && (PROCESS_SUBJECT.has(subject) || PROCESS_STEMS.has(subject) || METRIC_WORDS.has(subject));
}

/** Whether a sentence opens with an imperative of change ("Make it at least 25 seconds"). */
export const opensWithAction = (sentence: string) => askOf(sentence.split(BOUNDARY)[0] ?? "") === "action";

const topicsOf = (text: string) => [...topicTerms(text).keys()];

/** Numbers, spelled-out quantities, and capitalised names inside a clause (not its first word, not the page's own name). */
function anchorsOf(clause: string, pageWords: Set<string>): string[] {
  const found = new Set<string>();
  for (const n of clause.match(/\d+(?:[:.,]\d+)*%?/g) ?? []) found.add(n);
  const tokens = clause.split(/\s+/).slice(1);
  for (const raw of tokens) {
    const w = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");
    if (NUMBER_WORDS.has(w.toLowerCase())) found.add(w.toLowerCase());
    else if (/^\p{Lu}[\p{Ll}]/u.test(w) && !pageWords.has(stem(w.toLowerCase()))) found.add(w);
  }
  return [...found];
}

/**
 * The request among a motion's content sentences: the most specific sentence that asks for something (the
 * first on a tie), so a headline ("Fix the repair backlog.") gives way to the "Proposal: …" that follows it.
 * `pageWords`: stems of the page's name.
 */
export function findRequest(sentences: string[], pageWords: Set<string>): Request & { index: number } {
  let best: (Request & { index: number }) | null = null;
  for (const [index, sentence] of sentences.entries()) {
    let segments = sentence.split(BOUNDARY).filter((s) => s.trim());
    // "Firefighters do a great job, pay them more": the ask can follow a comma.
    if (!segments.some((s) => askOf(s) !== "none")) segments = sentence.split(/\s*[,—–]\s*(?:just |so |then |and )?/).filter((s) => s.trim());
    if (!segments.some((s) => askOf(s) !== "none")) segments = atImperative(sentence);
    const at = segments.findIndex((s) => askOf(s) !== "none");
    if (at < 0) continue;
    // "… the walk signal at brisk lane is short make it at least 25 seconds": the clause before names "it".
    const found = { index, ...describe(segments, at, segments[at - 1] ?? sentences[index - 1], pageWords) };
    if (!best || found.specificity > best.specificity) best = found;
  }
  const first = sentences[0] ?? "";
  return best ?? { index: 0, ...describe(first.split(BOUNDARY).filter((s) => s.trim()), 0, undefined, pageWords) };
}

/** The request in `segments[at]`: its ask, and how specific it is from the things it names (page-name words left out). */
function describe(segments: string[], at: number, before: string | undefined, pageWords: Set<string>): Request {
  const clause = segments[at] ?? "";
  const ask = askOf(clause);
  const first = lower(clause).replace(LEAD_IN, "").match(/[a-z']+/)?.[0] ?? "";
  // The asking verb is not one of the things asked for; "Kids need…" opens with a subject, not a verb.
  const verb = ask === "action" || ask === "vague" ? stem(first) : "";
  // "Please repair it within 48 hours" names its object in the sentence before.
  // A pronoun an action is done to, not the subject of a clause of its own ("… so it comes every 15 minutes").
  const referent = before && /(?<!\b(?:so|and|but|because|if|when|then|until|as)\s+)\b(?:it|this|that|them|these|those)\b/i.test(clause) ? ` ${before}` : "";
  const objects = topicsOf(clause + referent).filter(
    (t) => t !== verb && !EVALUATIVE.has(t) && !FLUFF.has(t) && !METRIC_WORDS.has(t) && !PROCESS_STEMS.has(t) && !pageWords.has(t),
  );
  const anchors = anchorsOf(clause, pageWords);
  const raw = 0.4 * ASK_STRENGTH[ask] + 0.4 * Math.min(1, objects.length / 4) + 0.2 * Math.min(1, anchors.length / 3);
  // However much a vague request names, it still does not say what should change.
  const specificity = ask === "vague" ? Math.min(raw, 0.35) : ask === "none" ? Math.min(raw, 0.2) : raw;
  const rest = segments.filter((_, i) => i !== at).join(", ");
  return { clause, rest, ask, specificity };
}
