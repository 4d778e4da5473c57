import { foldWord, searchWords } from "@contract/search";

/** A run of a motion's text, and whether it is a word the search matched. */
export type TextPart = { text: string; match: boolean };

// A word of the text as the index's tokenizer reads it: letters and digits, with any combining accents
// (text written with decomposed accents keeps "o" + "◌́" in one word, which folding then strips).
const TEXT_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * The text split into the words a search for `q` matched and the runs between them, by the Worker's rule
 * (README.md, "Search"): words compared without case or accents (`foldWord`), every search word as a whole
 * word except the last, which also matches as a prefix ("bik" finds "Bikes"). No search, or one without a
 * word, gives the text as one unmatched part.
 */
export function highlightParts(text: string, q: string | undefined): TextPart[] {
  const words = searchWords(q ?? "")
    .map(foldWord)
    .filter(Boolean);
  if (words.length === 0) return [{ text, match: false }];
  const whole = new Set(words);
  const prefix = words[words.length - 1]!;
  const matches = (word: string) => {
    const folded = foldWord(word);
    return whole.has(folded) || folded.startsWith(prefix);
  };

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
