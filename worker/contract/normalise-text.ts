// What a motion's text is made of before anything reads or stores it (README.md, "How scoring works", the
// injection bullet): NFC, without the characters that print nothing but can carry or split words. A model
// reads Unicode tag characters (U+E0000–U+E007F) as text a person never sees, and a zero-width space
// inside "ig" + U+200B + "nore" hides the word from a reader of the text. Kept: what a visible character needs.
//  - A subdivision flag (🏴 + 2–6 tag letters or digits + the cancel tag, as in England's flag).
//  - ZWJ (U+200D) inside an emoji sequence (👨‍👩‍👧) and ZWJ/ZWNJ (U+200C) between two letters or marks of a
//    script that shapes with them (Persian "می‌خواهم", Indic conjuncts); beside Latin letters they only split.
//  - LRM, RLM and ALM (U+200E, U+200F, U+061C) in text with right-to-left letters, which needs them around
//    numbers and Latin names; in other text they show nothing.
//  - One variation selector after a character (the emoji or text form); a run of them can encode bytes.
// Removed: other tag characters, zero-width space, word joiner and the invisible operators, BOM, soft
// hyphen, Mongolian vowel separator, bidi embeddings, overrides and isolates (the contract refuses those
// with a message first: worker/contract/text.ts), deprecated format characters.

const FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/gu;
const ALWAYS_INVISIBLE = /[\u00ad\u180e\u200b\u2060-\u2064\u206a-\u206f\ufeff\u202a-\u202e\u2066-\u2069]/g;
const DIRECTION_MARK = /[\u200e\u200f\u061c]/g;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
// No lookbehind anywhere: the web form runs this too, and Safari before 16.4 cannot parse one.
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const MARK = /\p{M}/u;
const SELECTOR = /[\ufe00-\ufe0f\u{E0100}-\u{E01EF}]/u;
const TONE_OR_VS16 = /^(?:[\u{1F3FB}-\u{1F3FF}]|\ufe0f)$/u;

/** Whether a joiner between `before` (the characters kept so far) and `next` has work to do. */
function joinerNeeded(joiner: string, before: string[], next: string | undefined) {
  if (next === undefined) return false;
  let at = before.length - 1;
  // An emoji sequence: a pictograph, perhaps its skin tone or VS16, ZWJ, a pictograph.
  const last = before[at] ?? "";
  const base = TONE_OR_VS16.test(last) ? (before[at - 1] ?? "") : last;
  if (joiner === "\u200d" && PICTOGRAPH.test(base) && PICTOGRAPH.test(next)) return true;
  while (at >= 0 && MARK.test(before[at]!)) at--;
  return at >= 0 && JOINING_SCRIPT.test(before[at]!) && JOINING_SCRIPT.test(next);
}

/** Joiners only where a script or an emoji needs them; one variation selector after a character. */
function keepNeeded(text: string) {
  const chars = [...text];
  const kept: string[] = [];
  for (const [i, ch] of chars.entries()) {
    if (ch === "\u200c" || ch === "\u200d") {
      if (joinerNeeded(ch, kept, chars[i + 1])) kept.push(ch);
    } else if (!(SELECTOR.test(ch) && SELECTOR.test(kept.at(-1) ?? ""))) kept.push(ch);
  }
  return kept.join("");
}

/** The characters of `raw` that are hidden in tag characters outside a flag, as the ASCII a model reads. */
export function hiddenTagText(raw: string): string {
  const outside = raw.replace(FLAG, "");
  return [...outside.matchAll(TAG)].map(([t]) => String.fromCodePoint(t.codePointAt(0)! - 0xe0000)).join("");
}

/** `raw` as Plaza stores and reads it (see above); normaliseText(normaliseText(x)) === normaliseText(x). */
export function normaliseText(raw: string): string {
  // A flag's tags wait in a placeholder (noncharacters, removed from the text first) while the rest go.
  const flags: string[] = [];
  let text = raw
    .normalize("NFC")
    .replace(/[\ufdd0-\ufdef]/g, "")
    .replace(FLAG, (flag) => `\ufdd2${flags.push(flag) - 1}\ufdd3`)
    .replace(TAG, "")
    .replace(ALWAYS_INVISIBLE, "");
  if (!RTL_LETTER.test(text)) text = text.replace(DIRECTION_MARK, "");
  return keepNeeded(text)
    .replace(/\ufdd2(\d+)\ufdd3/g, (_, i: string) => flags[Number(i)]!)
    .normalize("NFC");
}
