import { foldWord, searchWords, stemWord } from "@contract/search";

/** A run of a motion's text, and whether it is a word the search matched. */
export type TextPart = { text: string; match: boolean };

// A word of the text as the index's tokenizer reads it: letters and digits, with any combining accents
// (text written with decomposed accents keeps "o" + "◌́" in one word, which folding then strips).
const TEXT_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * The text split into the words a search for `q` matched and the runs between them, by the Worker's rule
 * (README.md, "Search"): whole words compared without case or accents (`foldWord`), in any form of the same
 * stem ("bike" matches "Bikes"; `stemWord` is near enough to the index's own stemmer). No search, or one
 * without a word, gives the text as one unmatched part.
 */
export function highlightParts(text: string, q: string | undefined): TextPart[] {
  const stems = new Set(searchWords(q ?? "").map((word) => stemWord(foldWord(word))));
  if (stems.size === 0) return [{ text, match: false }];
  const matches = (word: string) => stems.has(stemWord(foldWord(word)));

  const parts: TextPart[] = [];
  let at = 0;
  for (const found of text.matchAll(TEXT_WORD)) {
    if (!matches(found[0])) continue;
    if (found.index > at) parts.push({ text: text.slice(at, found.index), match: false });
    parts.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}
