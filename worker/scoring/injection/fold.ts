// The text as the injection patterns read it (README.md, "How scoring works"): compatibility forms folded
// (NFKC: fullwidth "ｓｙｓｔｅｍ" is "system"), every invisible character removed (so "ig" + U+200B + "nore" is "ignore"),
// letters of other scripts that look Latin mapped to the Latin ones ("ЅYSTEM" with a Cyrillic Ѕ), lower
// case without diacritics, so that one ASCII pattern reads "puntuación", "Prüfer" and "oceń" alike.
// Markdown is flattened: quote markers (a quoted letter) and table pipes (an instruction in a cell).

const LOOKALIKES: Record<string, string> = Object.fromEntries(
  [
    ["а", "a"], ["в", "b"], ["е", "e"], ["к", "k"], ["м", "m"], ["н", "h"], ["о", "o"], ["р", "p"], ["с", "c"], ["т", "t"],
    ["у", "y"], ["х", "x"], ["ѕ", "s"], ["і", "i"], ["ј", "j"], ["ԁ", "d"], ["ɡ", "g"], ["ո", "n"], ["ս", "u"],
    ["α", "a"], ["β", "b"], ["ε", "e"], ["ζ", "z"], ["η", "n"], ["ι", "i"], ["κ", "k"], ["μ", "m"], ["ν", "v"], ["ο", "o"],
    ["ρ", "p"], ["τ", "t"], ["υ", "u"], ["χ", "x"],
  ]
    .flatMap(([from, to]) => [[from!, to!], [from!.toUpperCase(), to!.toUpperCase()]])
    // Capitals that look unlike their small letters (Η is H, not N).
    .concat([["Η", "H"], ["Ν", "N"], ["Υ", "Y"]]),
);
const FOREIGN_LETTER = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0530-\u058f\u0250-\u02af]/g;
// Every format character (zero-width, bidi, tags) and the other default-ignorable ones (fillers, selectors).
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// Letters NFD does not split into a base and a mark.
const UNSPLIT: Record<string, string> = { ł: "l", ø: "o", đ: "d", ß: "ss", æ: "ae", œ: "oe" };

/** NFKC, invisibles removed, lookalikes mapped, lower case, no diacritics. */
export function foldLetters(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(FOREIGN_LETTER, (ch) => LOOKALIKES[ch] ?? ch)
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łøđßæœ]/g, (ch) => UNSPLIT[ch]!);
}

/** Folded text without quote markers and table pipes, so a quoted letter's lines and a cell read as prose. */
export function flattenMarkdown(folded: string): string {
  return folded
    .replace(/^[ \t]*(>[ \t]*)+/gm, "")
    .replace(/[ \t]*\|[ \t|:-]*/g, " ")
    .replace(/[ \t]+/g, " ");
}
