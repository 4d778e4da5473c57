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
const JOINING_SCRIPT =
  "\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Gurmukhi}\\p{Script=Gujarati}\\p{Script=Oriya}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Kannada}\\p{Script=Malayalam}\\p{Script=Sinhala}\\p{Script=Mongolian}";
const SCRIPT_JOINER = new RegExp(`(?<=[${JOINING_SCRIPT}]\\p{M}*)[\\u200c\\u200d](?=[${JOINING_SCRIPT}])`, "gu");
// A pictograph, its skin tone or VS16, then ZWJ, then another pictograph.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\ufe0f)?)\u200d(?=\p{Extended_Pictographic})/gu;
const SELECTOR_RUN = /(?<=[\ufe00-\ufe0f\u{E0100}-\u{E01EF}])[\ufe00-\ufe0f\u{E0100}-\u{E01EF}]+/gu;
// Private placeholders for what is kept while the rest is removed (noncharacters never appear in text we keep).
const KEEP_ZWJ = "\ufdd0";
const KEEP_ZWNJ = "\ufdd1";

/** The characters of `raw` that are hidden in tag characters outside a flag, as the ASCII a model reads. */
export function hiddenTagText(raw: string): string {
  const outside = raw.replace(FLAG, "");
  return [...outside.matchAll(TAG)].map(([t]) => String.fromCodePoint(t.codePointAt(0)! - 0xe0000)).join("");
}

/** `raw` as Plaza stores and reads it (see above); normaliseText(normaliseText(x)) === normaliseText(x). */
export function normaliseText(raw: string): string {
  const flags: string[] = [];
  let text = raw
    .normalize("NFC")
    .replace(/[\ufdd0-\ufdef]/g, "")
    .replace(FLAG, (flag) => `\ufdd2${flags.push(flag) - 1}\ufdd3`)
    .replace(TAG, "")
    .replace(ALWAYS_INVISIBLE, "");
  if (!RTL_LETTER.test(text)) text = text.replace(DIRECTION_MARK, "");
  // Selector runs last: removing a joiner between two selectors makes a run of them.
  text = text
    .replace(EMOJI_JOINER, KEEP_ZWJ)
    .replace(SCRIPT_JOINER, (j) => (j === "\u200d" ? KEEP_ZWJ : KEEP_ZWNJ))
    .replace(/[\u200c\u200d]/g, "")
    .replace(SELECTOR_RUN, "");
  return text
    .replaceAll(KEEP_ZWJ, "\u200d")
    .replaceAll(KEEP_ZWNJ, "\u200c")
    .replace(/\ufdd2(\d+)\ufdd3/g, (_, i: string) => flags[Number(i)]!)
    .normalize("NFC");
}
