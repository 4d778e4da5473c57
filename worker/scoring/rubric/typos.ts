import type { ReadCode } from "./language";
import { markerWords } from "./foreign-request";
import { isEnglishWord } from "./tagger";
import { politeWords } from "./grammar";
import { FIELD_WORDS } from "./lexicon";
import { PROCESS_STEMS } from "./process-words";
import { requestWords } from "./request";
import { stopWordsOf } from "./stems";
import { stem, STOP_WORDS } from "./text";
import { ACTION_VERBS } from "./vocabulary";

// A few typos should not cost a motion its meaning ("baord meetign" on a school board's page): before the
// rubric reads an English motion, a word of five or more letters that is not a known word but is one edit
// (a letter dropped, added, changed, or two swapped) from a word the rubric knows — the page's own name and
// description, its fields' vocabulary, the verbs of a request — and starts with the same letter, is read
// as that word. Nothing else is corrected, so a correction can only restore what the writer meant.

const MIN_LENGTH = 5;

/** Damerau–Levenshtein distance, at most 1 (true) or more (false): the only question asked here. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // A changed letter in a five-letter word makes another word too often ("sails", "saids"): six or more.
    if (a.slice(i + 1) === b.slice(i + 1)) return a.length >= MIN_LENGTH + 1;
    return swapped(a, b);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** Two neighbouring letters swapped, the commonest slip of a fast thumb: "trhee" is "three" before it is "tree". */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The known word `word` is one edit from, a swap preferred. */
const nearest = (word: string, candidates: string[] | undefined) =>
  candidates?.find((k) => swapped(word, k)) ?? candidates?.find((k) => oneEdit(word, k));

// stopwords-iso's English list doubles as the common words a typo is most often made in ("sohuld", "bteter").
const long = (w: string) => w.length >= MIN_LENGTH - 2;

/** Each word with its plural ("bsues" is one swap from "buses"), and a plural with its singular ("adoptions"). */
const withPlurals = (words: string[]) =>
  words.flatMap((w) => [w, /(?:s|x|z|ch|sh)$/.test(w) ? `${w}es` : `${w}s`, ...(/[^s]s$/.test(w) ? [w.slice(0, -1)] : [])]);

function index(words: Iterable<string>) {
  const byInitial = new Map<string, string[]>();
  for (const w of words) byInitial.set(w[0]!, [...(byInitial.get(w[0]!) ?? []), w]);
  return byInitial;
}

// Built once per Worker instance; only the page's own words are added per motion.
// Nouns and verbs take a plural "s"; stopwords-iso's words ("said", "every") do not.
const BASE_KNOWN = new Set([
  ...withPlurals([...FIELD_WORDS, ...ACTION_VERBS].filter(long)),
  ...[...stopWordsOf("en"), ...politeWords(), ...requestWords(), "better"].filter(long),
]);
const BASE_INDEX = index(BASE_KNOWN);

const foreignIndexes = new Map<ReadCode, { markers: Map<string, string[]>; stops: Map<string, string[]> }>();

/**
 * A motion in another language read: a word one edit from a word its requests are read by — the modals,
 * pleas and polite constructions of foreign-request.ts ("deevria" → "deveria", "agraedcería" →
 * "agradecería") — is read as that word; a word two swapped letters from a function word of stopwords-iso's
 * list ("cautro" → "cuatro") too. No other edit towards a function word: the rubric knows no other words of
 * the language, and "señal" is a word, not a typo of "señaló", so the motion is quoted as written.
 */
export function correctForeignTypos(text: string, code: Exclude<ReadCode, "en">): string {
  const known = new Set([...stopWordsOf(code), ...markerWords(code)]);
  let indexes = foreignIndexes.get(code);
  if (!indexes) {
    const usable = (words: Iterable<string>) => [...words].filter((w) => w.length >= MIN_LENGTH - 1);
    indexes = { markers: index(usable(markerWords(code))), stops: index(usable(stopWordsOf(code))) };
    foreignIndexes.set(code, indexes);
  }
  const { markers, stops } = indexes;
  return text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (known.has(lower)) return word;
    const fix = nearest(lower, markers.get(lower[0]!)) ?? stops.get(lower[0]!)?.find((k) => swapped(lower, k));
    return fix && word === lower ? fix : fix ? fix[0]!.toUpperCase() + fix.slice(1) : word;
  });
}

/** The text with one-edit typos of known words corrected; `pageText`: the page's name and description. */
export function correctTypos(text: string, pageText: string): string {
  const pageWords = new Set(withPlurals(pageText.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
  const pageIndex = index(pageWords);
  const known = (w: string) => BASE_KNOWN.has(w) || pageWords.has(w);
  // A plural, an -ing form or another form of a known word ("delivery" of "deliver") is not a typo of
  // another one, nor is a word of process talk ("trial" is not "trail", "wider" not "widen"): correcting
  // it would invent a subject.
  // A word of the language is not a typo either ("short" is not "sort", "quiet" not "quite").
  const isKnown = (w: string) =>
    known(w) || known(w.replace(/(?:s|es|ed|ing|y|ies|er|ers|ment|ments)$/, "")) || STOP_WORDS.has(w) || PROCESS_STEMS.has(stem(w)) || isEnglishWord(w);
  // A capitalised word inside a sentence is a name ("Brook Road", "Halloway Avenue"): corrected only to a
  // name the page gives ("Hlilcrest Park" on a page about Hillcrest Park).
  return text.replace(/\p{L}{5,}/gu, (word: string, at: number) => {
    const lower = word.toLowerCase();
    const name = word !== lower && at > 0 && !/[.!?:\n]\s*$/.test(text.slice(Math.max(0, at - 8), at));
    if (isKnown(lower) || (word !== lower && word !== word[0] + lower.slice(1))) return word;
    const fix = nearest(lower, pageIndex.get(lower[0]!)) ?? (name ? undefined : nearest(lower, BASE_INDEX.get(lower[0]!)));
    if (!fix) return word;
    return word[0] === lower[0] ? fix : fix[0]!.toUpperCase() + fix.slice(1);
  });
}
