// The words of a search (README.md, "Search"): what the Worker turns into an FTS5 query and what the web app
// highlights in the results, one rule for both. Only letters and digits make words, so any text a visitor
// types is a valid query: quotes, operators (AND, NEAR, *, ^, :) and brackets are never FTS syntax here.

const WORD = /[\p{L}\p{N}]+/gu;
/** Words past this are ignored: a longer search finds nothing more useful and costs more. */
export const MAX_SEARCH_WORDS = 12;
const MAX_WORD_LENGTH = 40;

/** The words of `text`, at most `max` of them (a search box's 12 unless told: a motion's own words are all read). */
export const searchWords = (text: string, max = MAX_SEARCH_WORDS) =>
  (text.normalize("NFC").match(WORD) ?? []).slice(0, max).map((word) => word.slice(0, MAX_WORD_LENGTH));

/** Lower case without accents, as FTS5's `unicode61 remove_diacritics 2` compares: "Peatón" → "peaton". */
export const foldWord = (word: string) => word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

/**
 * A crude stem of a folded word, the plural first, then -ing or -ed as porter takes them: "crossings" is
 * "cross", "biking" "bike", "planned" "plan". The Worker's index stems with porter itself; this is for
 * comparing words in JavaScript (similar motions, the words a search highlights), where near is enough.
 */
export const stemWord = (word: string) => {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (/(ch|sh|ss|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  const suffix = w.length > 5 && w.endsWith("ing") ? 3 : w.length > 4 && w.endsWith("ed") ? 2 : 0;
  if (!suffix) return w;
  w = w.slice(0, -suffix);
  // A doubled consonant is undone ("planning"); a short consonant-vowel-consonant stem gets its e back ("biking").
  if (/([^aeiouslz])\1$/.test(w)) return w.slice(0, -1);
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w) ? `${w}e` : w;
};
