import { z } from "zod";

// The one rule for text people type (worker/README.md, "Text input"): every free-text field of the contract is built
// from these, so the Worker and the web forms refuse the same characters with the same words. Text is stored
// as NFC, so "é" typed as e + U+0301 matches, sorts and counts like the composed "é". Passwords are not text
// here: they are hashed as typed, never normalised or refused for their characters.

export const textMessages = {
  oneLine: "Keep this on one line: remove the line breaks and tabs.",
  control: "Remove the invisible control characters from this text. They often come along when text is copied from another program.",
  bidi: "Remove the invisible text-direction characters (Unicode bidi controls) from this text: they can make it display in a different order than it was written.",
  surrogate: "This text contains a broken character (half of an emoji or symbol). Please type or paste it again.",
  linkInvisible: "Remove the invisible characters (such as zero-width spaces or direction marks) from this link, so it shows exactly where it leads.",
  lettersNeeded: (n: number) => (n === 1 ? "Use at least one letter or digit." : `Write this in words: it needs at least ${n} letters or digits.`),
} as const;

// C0 and C1 controls (U+0000–U+001F, U+007F–U+009F). Multi-line text keeps newlines, and tabs for pasted
// indented lists; single-line text refuses both with its own message, since a stray Enter is no attack.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_NEWLINE_TAB = /(?![\n\t])\p{Cc}/u;
const LINE_BREAK_OR_TAB = /[\n\r\t\u2028\u2029]/;
// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder everything after them: the
// "Trojan Source" trick that shows `exe.png` for `gnp.exe`. The marks U+200E, U+200F and U+061C are allowed
// in prose: they only set the direction of the neutral characters around them, which Arabic and Hebrew text
// mixed with numbers or Latin names needs, and they cannot reorder a word. Links refuse them (below).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// With the u flag a surrogate pair is one code point, so only a lone half matches. Only JSON can carry one
// ("\ud800"); SQLite would store it as U+FFFD, silently changing the text.
const LONE_SURROGATE = /\p{Cs}/u;
// Every line ending as \n, so lengths count a line break once whichever system the text came from.
const LINE_ENDINGS = /\r\n?|[\u2028\u2029]/g;

const problemIn = (text: string, multiLine: boolean) => {
  if (!multiLine && LINE_BREAK_OR_TAB.test(text)) return textMessages.oneLine;
  if ((multiLine ? CONTROL_BUT_NEWLINE_TAB : CONTROL).test(text)) return textMessages.control;
  if (BIDI_CONTROL.test(text)) return textMessages.bidi;
  if (LONE_SURROGATE.test(text)) return textMessages.surrogate;
  return undefined;
};

/**
 * Text from elsewhere that cannot be refused back to a person (a Google profile name): the same rule applied
 * by removing what the rule refuses, on one line. Lone surrogates become U+FFFD, as SQLite would store them.
 */
export const cleanOneLine = (text: string) =>
  text
    .replace(new RegExp(LONE_SURROGATE.source, "gu"), "\uFFFD")
    .normalize("NFC")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(new RegExp(BIDI_CONTROL.source, "g"), "")
    .replace(/\s+/g, " ")
    .trim();

// A refused character aborts the field's later checks, so the one message shown is the one that helps.
const refuseCharacters = (multiLine: boolean) =>
  z.superRefine<string>((text, ctx) => {
    const message = problemIn(text, multiLine);
    if (message) ctx.addIssue({ code: "custom", message, input: text, continue: false });
  });

/**
 * Names, search terms, usernames: NFC, trimmed, one line, no control or bidi characters. Still a plain
 * ZodString, so callers chain `.min()`/`.max()` (counted after normalising) and forms can read the limits.
 */
export const oneLineText = (required?: string) =>
  z
    .string(required === undefined ? undefined : { error: required })
    .normalize("NFC")
    .trim()
    .check(refuseCharacters(false));

/** Motions, bios, messages, notes: as one-line text, but line breaks (as \n) and tabs are kept. */
export const multiLineText = (required?: string) =>
  z
    .string(required === undefined ? undefined : { error: required })
    .normalize("NFC")
    .overwrite((text) => text.replace(LINE_ENDINGS, "\n"))
    .trim()
    .check(refuseCharacters(true));

// Zero-width spaces, direction marks and other format characters have no place in an address and would
// hide part of it from the reader.
const INVISIBLE_IN_LINK = /\p{Cf}/u;
const LINK_MAX = 500;

// The URL parser forgives what a reader would not: it drops tabs and newlines, turns "\" into "/" and reads
// "https:host" as "https://host". Such a link could show one address and open another, so it is refused.
// A host without a dot is refused as the page shows none of those (web: resource-links.tsx).
/** http(s), written out with "//", with a dotted host (or localhost) and no user name or password. */
const isWebLink = (text: string) => {
  if (!/^https?:\/\//i.test(text) || /[\s\\]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  return url.hostname.includes(".") || url.hostname === "localhost";
};

/**
 * A web address, checked by the URL parser rather than a pattern; "" (no link) passes, so optional form
 * fields can be left empty. The characters are refused first, with their own messages: the parser would
 * silently strip or percent-encode some of them. `message` is the field's own text for anything else.
 */
export const webLink = (message: string) =>
  oneLineText()
    .max(LINK_MAX, { message, abort: true })
    .refine((text) => !INVISIBLE_IN_LINK.test(text), { message: textMessages.linkInvisible, abort: true })
    .refine((text) => text === "" || isWebLink(text), message);

// Lengths as a reader counts them: one per grapheme cluster (what a person sees as one character: "é" written
// as e + U+0301, a flag, a family emoji), and none for a cluster made only of invisible characters (zero-width
// spaces and joiners, direction marks, soft hyphens), so 25 zero-width spaces are not a 25-character motion.
const GRAPHEMES = new Intl.Segmenter("en", { granularity: "grapheme" });
const INVISIBLE_ONLY = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** How much storage a counted character may take at most (a family emoji is 11 UTF-16 units). */
const UNITS_PER_CHARACTER = 4;

/** The characters of `text` as a reader counts them (the web forms' counters show this number too). */
export const textLength = (text: string) => {
  let n = 0;
  for (const { segment } of GRAPHEMES.segment(text)) if (!INVISIBLE_ONLY.test(segment)) n += 1;
  return n;
};

/** The characters of `text` that are letters or digits, in any script. */
export const letterCount = (text: string) => {
  let n = 0;
  for (const { segment } of GRAPHEMES.segment(text)) if (LETTER_OR_DIGIT.test(segment)) n += 1;
  return n;
};

// Not aborting: a form's own checks across fields (a merge without its target) still run beside a short text;
// the first message of a field is the one shown (and the one the Worker's 400 names).
const rule = (ok: (text: string) => boolean, message: string) => z.refine<string>(ok, { message });

type LengthRules = {
  /** The message for text with nothing visible in it; omitted for an optional field ("" passes). */
  required?: string;
  min?: readonly [number, string];
  max: readonly [number, string];
  /** Letters or digits the text needs: 1 for a name, half the minimum for prose. Omitted: none. */
  letters?: number;
};

/**
 * A field's length rules, counted as a reader sees the text (textLength), in the order their messages
 * matter: `.check(...lengthRules({...}))` on oneLineText or multiLineText. Text of dots, emoji or invisible
 * characters alone is refused by `letters`; the storage a text may take is bounded in UTF-16 units as well,
 * since one counted character can hold any number of combining marks.
 */
export const lengthRules = ({ required, min, max, letters }: LengthRules) => {
  const [maxCount, tooLong] = max;
  return [
    ...(required ? [rule((t) => textLength(t) > 0, required)] : []),
    ...(min ? [rule((t) => textLength(t) >= min[0], min[1])] : []),
    rule((t) => textLength(t) <= maxCount, tooLong),
    z.maxLength(maxCount * UNITS_PER_CHARACTER, tooLong),
    ...(letters ? [rule((t) => t === "" || letterCount(t) >= letters, textMessages.lettersNeeded(letters))] : []),
  ];
};

/** Prose (motions, bios, responses, appeals, messages): its limits, and letters or digits for half its minimum. */
export const proseRules = (required: string, min: readonly [number, string], max: readonly [number, string]) =>
  lengthRules({ required, min, max, letters: Math.ceil(min[0] / 2) });
