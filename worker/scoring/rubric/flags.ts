import { gibberishReasons } from "./gibberish";
import { mostlyLatin } from "./language";
import { spamReason } from "./spam";

// Spam, shouting and gibberish detection. A motion that trips one of these is not a proposal the page can
// use, so the rubric caps every criterion very low (rubric-scorer.ts) and says exactly which signal it saw;
// submission puts it in the moderation queue (motions/submit.ts) whichever scorer is configured.

export type Flag = { kind: "spam" | "shouting" | "gibberish"; reason: string };

/** Share of letters in upper case (only counted when there are enough letters to judge). */
export const upperShare = (text: string) => {
  const letters = text.match(/[A-Za-z]/g) ?? [];
  if (letters.length < 12) return 0;
  return letters.filter((ch) => ch >= "A" && ch <= "Z").length / letters.length;
};

/** Above this share of capital letters, a text is written in capitals. */
export const CAPITALS = 0.6;

/** Every spam, shouting or gibberish signal in the text, in a fixed order. Empty means none. */
export function detectFlags(text: string): Flag[] {
  const flags: Flag[] = [];
  const spam = spamReason(text);
  if (spam) flags.push({ kind: "spam", reason: spam });

  // Capitals alone are a way of typing (caps lock, many older residents), not raised voice: clarity takes
  // them into account (clarity.ts). With exclamation marks they shout.
  const upper = upperShare(text);
  const bangs = (text.match(/[!?]/g) ?? []).length;
  if (upper > CAPITALS && (text.match(/!/g) ?? []).length >= 2) {
    flags.push({ kind: "shouting", reason: `${Math.round(upper * 100)}% of its letters are capitals, with exclamation marks` });
  }
  if (/[!?]{3,}/.test(text) || bangs >= 5) flags.push({ kind: "shouting", reason: `it uses ${bangs} exclamation or question marks` });
  // "noooooow", "!!!!!": stretched letters or marks are emphasis, the written form of raising one's voice;
  // a row of emoji ("⭐⭐⭐⭐⭐") is not.
  const repeatedChar = text.match(/(\p{L}|[!?.])\1{4,}/u);
  if (repeatedChar) flags.push({ kind: "shouting", reason: `it stretches a character ("${repeatedChar[0].slice(0, 12)}")` });

  for (const reason of gibberishReasons(text, mostlyLatin(text))) flags.push({ kind: "gibberish", reason });
  return flags;
}
