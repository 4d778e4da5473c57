// Text as the card can draw it. The card shows one paragraph of at most five lines, so line breaks and runs
// of spaces become one space, and text far past what five lines hold is cut at a word (satori then clamps
// the rest with an ellipsis; laying out 1,000 characters only to hide most of them costs CPU time).
//
// The bundled fonts (fonts.ts) cover the latin and latin-ext subsets of Inter. A character outside them would
// be drawn as an empty box, so it is left out instead: the ranges below are the subsets' own (as
// @fontsource/inter's unicode.json lists them), less the few lone combining marks they list (text is stored
// in NFC, so accented letters come precomposed). Text with nothing drawable left gets the caller's neutral line.

const DRAWABLE =
  /[\u0020-\u02FF\u1D00-\u1DBF\u1E00-\u1E9F\u1EF2-\u1EFF\u2000-\u206F\u20A0-\u20C0\u2113\u2122\u2191\u2193\u2212\u2215\u2C60-\u2C7F\uA720-\uA7FF\uFFFD]/u;

/** More than five lines of the card's text size ever hold (about 40 characters a line). */
const MAX_CHARACTERS = 280;

const cutAtWord = (text: string) => {
  if (text.length <= MAX_CHARACTERS) return text;
  const cut = text.slice(0, MAX_CHARACTERS);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_CHARACTERS / 2 ? cut.slice(0, space) : cut}…`;
};

/** `text` on one line, without characters the fonts lack, cut near what the card shows; else `fallback`. */
export function cardText(text: string, fallback: string): string {
  const spaced = text.replace(/\s+/gu, " ");
  const drawable = [...spaced].filter((ch) => DRAWABLE.test(ch)).join("");
  const oneLine = drawable.replace(/ {2,}/g, " ").trim();
  return /[\p{L}\p{N}]/u.test(oneLine) ? cutAtWord(oneLine) : fallback;
}
