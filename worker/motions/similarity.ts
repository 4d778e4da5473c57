import { foldWord, searchWords } from "../contract/search";

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

/** The plural first, then -ing or -ed: "crossings" and "crossing" both become "cross". */
const stem = (word: string) => {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (/(ch|sh|ss|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  return w;
};

/** The key terms of a text: folded, stemmed, no stopwords, each once. */
export const keyTerms = (text: string) =>
  new Set(
    searchWords(text.slice(0, 2000), Infinity)
      .map(foldWord)
      // Numbers count whatever their length: "route 12" and "route 21" are different buses.
      .filter((w) => (w.length >= 3 || /\d/.test(w)) && !STOPWORDS.has(w))
      .map(stem),
  );

export const similarity = (a: Set<string>, b: Set<string>) => {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};

/**
 * The terms the candidates are looked up by: the text's longest (the rarer ones). A near-duplicate shares most
 * of its terms, so a few find it, and fewer terms find fewer candidates to rank (`npm run eval:duplicates`
 * checks that every labelled near-duplicate is still found).
 */
const CANDIDATE_TERMS = 4;
export const candidateTerms = (text: string) => [...keyTerms(text)].sort((a, b) => b.length - a.length).slice(0, CANDIDATE_TERMS);
