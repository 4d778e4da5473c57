import { words } from "./text";

// Spam, shouting and gibberish detection. A motion that trips one of these is not a proposal the page can
// use, so the rubric caps every criterion very low (rubric.ts) and says exactly which signal it saw.

export type Flag = { kind: "spam" | "shouting" | "gibberish"; reason: string };

const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|biz|info|xyz|ru|shop|online)\b/gi;
const PROMO =
  /\b(?:buy|cheap|discount|sale|promo|coupon|click|subscribe|casino|betting|crypto|bitcoin|forex|viagra|loans?|earn|cash|winner|giveaway|dm me|follow me|limited offer|best price|free money)\b/gi;
const KEYBOARD_MASH = /qwert|asdf|zxcv|hjkl|sdfg|dfgh|fghj|wert|uiop/;
const VOWEL = /[aeiouy]/;

/** A token that could be an English word: has a vowel, no long consonant run, no triple letter. */
const wordLike = (w: string) =>
  w.length <= 18 && VOWEL.test(w) && !/[^aeiouy\d]{5,}/.test(w) && !/(.)\1\1/.test(w) && !KEYBOARD_MASH.test(w);

/** Share of letters in upper case (only counted when there are enough letters to judge). */
const upperShare = (text: string) => {
  const letters = text.match(/[A-Za-z]/g) ?? [];
  if (letters.length < 12) return 0;
  return letters.filter((ch) => ch >= "A" && ch <= "Z").length / letters.length;
};

/** The most repeated content word and how often it appears, ignoring short function words. */
const mostRepeated = (tokens: string[]) => {
  const counts = new Map<string, number>();
  for (const t of tokens) if (t.length > 2) counts.set(t, (counts.get(t) ?? 0) + 1);
  let top: [string, number] = ["", 0];
  for (const entry of counts) if (entry[1] > top[1]) top = entry;
  return top;
};

/** Every spam, shouting or gibberish signal in the text, in a fixed order. Empty means none. */
export function detectFlags(text: string): Flag[] {
  const flags: Flag[] = [];
  const tokens = words(text);
  const alpha = tokens.filter((t) => /^[a-z]+$/.test(t) && t.length > 1);

  const urls = text.match(URL) ?? [];
  const promo = [...new Set((text.match(PROMO) ?? []).map((p) => p.toLowerCase()))];
  if (promo.length >= 2 || (urls.length > 0 && promo.length > 0)) {
    const found = [...urls.slice(0, 1), ...promo.slice(0, 3)].map((t) => `"${t}"`).join(", ");
    flags.push({ kind: "spam", reason: `it reads like advertising (${found})` });
  }

  const upper = upperShare(text);
  if (upper > 0.6) flags.push({ kind: "shouting", reason: `${Math.round(upper * 100)}% of its letters are capitals` });
  const bangs = (text.match(/[!?]/g) ?? []).length;
  if (/[!?]{3,}/.test(text) || bangs >= 5) flags.push({ kind: "shouting", reason: `it uses ${bangs} exclamation or question marks` });

  // "noooooow", "!!!!!": stretched characters are emphasis, the written form of raising one's voice.
  const repeatedChar = text.match(/(\S)\1{4,}/);
  if (repeatedChar) flags.push({ kind: "shouting", reason: `it stretches a character ("${repeatedChar[0].slice(0, 12)}")` });
  const [word, count] = mostRepeated(tokens);
  if (count >= 4 && count / Math.max(tokens.length, 1) > 0.3) {
    flags.push({ kind: "gibberish", reason: `the word "${word}" makes up ${count} of its ${tokens.length} words` });
  }
  if (alpha.length >= 3) {
    const share = alpha.filter(wordLike).length / alpha.length;
    if (share < 0.6) flags.push({ kind: "gibberish", reason: `only ${Math.round(share * 100)}% of its words look like real words` });
  } else if (tokens.length < 3) {
    flags.push({ kind: "gibberish", reason: "it has fewer than three words" });
  }
  return flags;
}
