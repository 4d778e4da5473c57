/// <reference path="./libraries.d.ts" />
import snowball from "snowball-stemmers";
import stopwords from "stopwords-iso";
import type { ReadCode } from "./language";

// Stems and stop words for every language the rubric reads, from the Snowball stemmers (snowball-stemmers)
// and stopwords-iso (README.md, "Libraries"). Snowball has no Polish stemmer; Polish words are cut to their
// first six letters, the usual truncation stemmer for a highly inflected language ("autobusów",
// "autobusy" → "autobu").

const ALGORITHMS: Record<Exclude<ReadCode, "pl">, string> = {
  en: "english",
  es: "spanish",
  fr: "french",
  de: "german",
  pt: "portuguese",
  it: "italian",
};

const POLISH_PREFIX = 6;

const cache = new Map<ReadCode, (word: string) => string>();

/** The stemmer of a language: lower-case word in, stem out. */
export function stemmerFor(code: ReadCode): (word: string) => string {
  let stemmer = cache.get(code);
  if (!stemmer) {
    if (code === "pl") stemmer = (w) => w.slice(0, POLISH_PREFIX);
    else {
      const s = snowball.newStemmer(ALGORITHMS[code]);
      stemmer = (w) => s.stem(w);
    }
    cache.set(code, stemmer);
  }
  return stemmer;
}

const stopCache = new Map<ReadCode, Set<string>>();

/** stopwords-iso's list for a language, lower case. */
export function stopWordsOf(code: ReadCode): Set<string> {
  let set = stopCache.get(code);
  if (!set) {
    set = new Set((stopwords[code] ?? []).map((w) => w.toLowerCase()));
    stopCache.set(code, set);
  }
  return set;
}
