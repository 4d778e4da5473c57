import { isEnglishWord, isNameWord, nounEnds, verbEnds } from "./tagger";
import { stemmerFor, stopWordsOf } from "./stems";

// Text normalisation shared by the rubric's English criteria: deterministic, English-centred. Words are
// lower-cased, stripped of accents, stop words are dropped and the Snowball stemmer folds plurals and verb
// endings ("buses" → "bus", "planting" → "plant"), so overlap counts ideas rather than spelling. The stop
// words stay this short list: stopwords-iso's English list (1,298 words) holds "problem", "home", "free"
// and "information", words a civic motion's subject is made of (README.md, "Libraries").

const english = stemmerFor("en");
const MEMO_LIMIT = 50_000;
const memo = new Map<string, string>();

export const STOP_WORDS = new Set(
  (
    "a about above after again against all almost also am an and any are aren around as at be because been before " +
    "being below between both but by can cannot could did do does doing don done down during each either else even " +
    "ever every few for from further get gets getting go going got had has have having he her here hers him his how i " +
    "if in into is isn it its itself just least less let lets like made make makes many may me might more most much " +
    "must my near need needs no nor not now of off often on once one only or other our ours out over own per please " +
    "put quite rather really same she should so some someone something still such than that the their theirs them " +
    "then there these they thing things this those though through thus to too under until up upon us use used very " +
    "via want was we well were what when where which while who whom whose why will with within without would yes yet " +
    "you your yours along across outside inside instead beside behind toward towards onto among"
  ).split(" "),
);

/** Words that say nothing about a page's subject, however often civic text uses them. */
const GENERIC = new Set(
  (
    "city citi public people resident person everyone anyone everybody new old good better best great nice big small " +
    "way time year day week month today lot part kind sure also all page motion proposal propose idea plan ask " +
    "think know see look say want start keep give take come first last next back fix add help create provide " +
    "improve ensure support bring allow include post suggest welcome change"
  )
    .split(" ")
    .map((w) => stem(w)),
);

/** Lower case, accents removed, curly quotes straightened: the one form every comparison uses. */
const normalize = (text: string) =>
  text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[’‘]/g, "'").toLowerCase();

/** Lower case with straight apostrophes, as the request readers match it ("can’t" is "can't"). */
export const lower = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");

/** Raw word tokens (letters and digits), possessive "'s" dropped. */
export const words = (text: string) => normalize(text).replace(/'s\b/g, "").match(/[a-z0-9]+/g) ?? [];

/**
 * The Snowball English stemmer (stems.ts), lower-case word in: "planting" → "plant", "libraries" → "librari".
 * Porter2 leaves "buses" as "buse"; a transit page's most common plural is folded onto "bus".
 */
export function stem(word: string): string {
  if (/^\d/.test(word)) return word;
  let found = memo.get(word);
  if (found === undefined) {
    found = word === "buses" || word === "busses" ? "bus" : english(word);
    // Every criterion stems the same words again; a bounded memo keeps the Snowball stemmer off the hot path.
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, found);
  }
  return found;
}

/** Content stems in order: stop words and bare numbers removed. */
export const contentStems = (text: string) =>
  words(text)
    .filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w) && w.length > 1)
    .map(stem);

/** Stems that can carry a topic (content stems minus generic filler), each with the word it first came from. */
export const topicTerms = (text: string) => {
  const terms = new Map<string, string>();
  for (const w of words(text)) {
    if (STOP_WORDS.has(w) || /^\d/.test(w) || w.length < 3) continue;
    const s = stem(w);
    if (!GENERIC.has(s) && !terms.has(s)) terms.set(s, w);
  }
  return terms;
};

/** Adjacent pairs of content stems ("bus lane", "lane market"), so word order counts in similarity. */
export const shingles = (stems: string[]) => new Set(stems.slice(1).map((s, i) => `${stems[i]} ${s}`));

export const jaccard = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
};

/** Shared share of the smaller set: catches a short motion that copies part of a long one. */
export const containment = (a: Set<string>, b: Set<string>) => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared / small.size;
};

/** Words that open a new sentence even when the writer left out the full stop before them. */
const OPENERS = "This|That|These|It|We|Our|They|There|Success|Budget|Target|Please";

/**
 * Sentences split on terminal punctuation or line breaks, or before a sentence opener after a lower-case
 * word ("parks are boring lol This should…"); decimals such as "4.2" and "a.m." survive.
 */
export const sentences = (text: string) =>
  text
    // A label ("Fact sheet:", "Key data —") opens a new sentence even after a sentence left without its stop.
    // Typed without capitals, a sentence still ends at "?" or "!", or at a stop after a word or a number
    // ("… anything. a homework club …", "… after 3. a reading club"), not after an abbreviation ("st.").
    .split(new RegExp(`(?<=[.!?])\\s+(?=[A-Z0-9"“(])|(?<=[!?]|[a-z]{3}\\.|\\d\\.)\\s+(?=[a-z])|\\n+|(?<=[a-z])\\s+(?=(?:${OPENERS})\\s)|(?<=[^\\s.!?])\\s+(?=[A-Z][a-z]+(?: [a-z]+){0,2}\\s?(?::|—|–)\\s)`))
    .flatMap(unpunctuated)
    .flatMap(unstopped)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));

/**
 * A sentence run into the next without its full stop — "… before you sit down Everything would be finished
 * …" — split before the capitalised word that begins the next one: a common word (stopwords-iso's English
 * list, never "I", or any word of the English lexicon but after a number) after a lower-case word or a
 * number and before a lower-case word. A name is not split: "Old Mill", "First Avenue"
 * go on with a capital, "Green Line" follows one, "Fulton" or "Lincoln" are not common words, and "Saturday"
 * or "Riverside" are names in the lexicon.
 */
function unstopped(sentence: string): string[] {
  const common = stopWordsOf("en");
  const parts = sentence.split(/(?<=(?:^|\s)[\p{Ll}\d][\p{Ll}\d'’-]*[,;]?)\s+(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u);
  const joined: string[] = [];
  for (const part of parts) {
    const first = part.match(/^\p{L}+/u)?.[0] ?? "";
    const word = first.toLowerCase();
    // After a number only a function word opens a sentence ("… not 30 Everything would…"): "Route 30 Express" is a name.
    const afterNumber = /\d$/.test(joined.at(-1) ?? "");
    // A day, a month or a place ("… stop on Friday afternoon", "add a Saturday delivery") is a name, not an opener.
    const opener = common.has(word) || (!afterNumber && isEnglishWord(word) && !isNameWord(word));
    if (joined.length && (first === "I" || !opener)) joined[joined.length - 1] += ` ${part}`;
    else joined.push(part);
  }
  return joined;
}

/** A long run with no full stop at all ("make housing better target 25% … we will measure …") is split before its openers. */
function unpunctuated(run: string): string[] {
  if (/[.!?;]/.test(run) || run.split(/\s+/).length < 16) return [run];
  // …but not after a modal or an auxiliary, whose subject it is ("can there be more all-ages concerts"), nor
  // after a verb whose object it begins ("i would respectfully ask that the market move…"), nor after a
  // preposition or a conjunction whose object or clause it begins ("normal parking after that would keep the
  // bus lane clear", "it would help a lot if we could pay…").
  const parts = run.split(
    new RegExp(`(?<!\\b(?:can|could|would|will|should|shall|may|might|must|is|are|was|were|do|does|did|ask|request|propose|suggest|hope|think|know|believe|say|mean|feel|after|before|until|of|for|from|with|by|about|than|like|into|over|under|at|in|on|to|if|when|whether|what))\\s+(?=(?:${OPENERS.toLowerCase()}|target|with a budget|what (?:i|we) (?:am|are) asking|i am asking|i.m asking|we are asking|(?:my |our )?idea(?= an? ))\\s)`),
  );
  // A pronoun after a verb is its object, not a new sentence: "so enforce it", "make it at least 25 seconds";
  // "that" after a noun begins what the noun is: "sponsor an ordinance that requires landlords…".
  return parts.reduce<string[]>((joined, part) => {
    const last = joined[joined.length - 1];
    const object = /^(?:it|this|that|these|those|there|them)\b/.test(part) && !!last && verbEnds(last);
    const relative = /^that\b/.test(part) && !!last && nounEnds(last);
    if (object || relative) joined[joined.length - 1] += ` ${part}`;
    else joined.push(part);
    return joined;
  }, []);
}

/**
 * The whole words written in patterns (a regular expression's source, its escapes such as \b dropped), of at
 * least `min` letters: the words a reader looks for are words a typo can be corrected to (typos.ts).
 */
export const patternWords = (patterns: RegExp[], min: number) =>
  patterns.flatMap(spelled).flatMap((source) => source.toLowerCase().replace(/\\./g, " ").match(new RegExp(`\\p{L}{${min},}`, "gu")) ?? []);

/**
 * A pattern's source spelled out twice, its optional parts left out and then written in — "deber[íi]a[n]?"
 * as "debería" and "deberían", "agradecer[íi]a(?:mos)?" as "agradecería" and "agradeceríamos" — a class
 * of letters read as its first.
 */
function spelled(re: RegExp): string[] {
  const classes = re.source.replace(/\[([^\]\\^])[^\]]*\]/g, "$1");
  return [classes.replace(/\(\?:[^()]*\)\?|\p{L}\?/gu, ""), classes.replace(/\(\?:|\)\?|\?/g, "")];
}

/** A short excerpt for quoting in an explanation: one line, cut at a word boundary. */
export const excerpt = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
};

/** Quoted, comma-separated list of at most `max` terms, for explanation bullets. */
export const quoteList = (terms: Iterable<string>, max = 5) =>
  [...terms].slice(0, max).map((t) => `"${t}"`).join(", ");
