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
