import { foldWord, searchWords, stemWord } from "../contract/search";

// How alike two motions are (README.md, "Search"): the Dice coefficient of their key terms — numbers, and
// words of three letters or more, folded (case, accents), without the words every motion uses ("please", "should", "the"),
// crudely stemmed so "lanes" meets "lane" and "lighting" meets "lights". 1 is the same terms, 0 none shared.
// The threshold comes from a labelled set of near-duplicate and distinct pairs (`npm run eval:duplicates`).

/** At or above this, a motion is offered as "similar" in the submit dialog. */
export const DUPLICATE_THRESHOLD = 0.55;

const STOPWORDS = new Set(
  (
    "the and for are but not you all any can had her was one our out has him his how its may new now see two who did get let put say she too use " +
    "this that with from have they will would could should there their them then than what when where which while about into over under also " +
    "more most some such only very just like want need needs please make made every each other others those these here were been being " +
    "let's lets able across after before again against because between both does doing down during few further once same own why yes city plaza"
  ).split(" "),
);

/** The key terms of a text (folded, stemmed, no stopwords), each with the first word it came from. */
const keyWords = (text: string) => {
  const words = new Map<string, string>();
  for (const word of searchWords(text.slice(0, 2000), Infinity).map(foldWord)) {
    // Numbers count whatever their length: "route 12" and "route 21" are different buses.
    if ((word.length < 3 && !/\d/.test(word)) || STOPWORDS.has(word)) continue;
    const term = stemWord(word);
    if (!words.has(term)) words.set(term, word);
  }
  return words;
};

/** The key terms of a text, each once. */
export const keyTerms = (text: string) => new Set(keyWords(text).keys());

export const similarity = (a: Set<string>, b: Set<string>) => {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};

/**
 * The words the candidates are looked up by: of the text's LOOKED_UP longest key words, the CANDIDATE_WORDS
 * found in the fewest motions (the longer first among equals). A near-duplicate shares most of its terms, so a
 * few find it; rare ones find few other motions to rank, where one word in a quarter of all motions made the
 * lookup rank thousands (`npm run eval:duplicates` checks that every labelled near-duplicate is still found).
 */
const LOOKED_UP = 12;
const CANDIDATE_WORDS = 4;

/** The key words whose frequency is worth asking for. */
export const lookedUpWords = (text: string) => [...keyWords(text).values()].sort((a, b) => b.length - a.length).slice(0, LOOKED_UP);

/** The candidate words among `words` (lookedUpWords), given how many motions hold each. */
export const candidateWords = (words: string[], motionsWith: (word: string) => number) =>
  [...words].sort((a, b) => motionsWith(a) - motionsWith(b) || b.length - a.length).slice(0, CANDIDATE_WORDS);
