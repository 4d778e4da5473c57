import { eld } from "eld/extrasmall";

// Which language a motion is written in, by eld's extra-small model (README.md, "Libraries"): the
// rubric reads English, Spanish, French, German, Portuguese, Italian and Polish. Text mostly in a non-Latin
// script, or in a language outside those seven, is one it cannot read; it then says so rather than guess.

export const READ_LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "pl"] as const;
export type ReadCode = (typeof READ_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<ReadCode, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  pt: "Portuguese",
  it: "Italian",
  pl: "Polish",
};

/**
 * `code`: the language read, or "other" when the rubric cannot read it. `name` is the language guessed
 * (null for another script), `latin` whether the text is mostly in the Latin alphabet.
 */
export type Language = { code: ReadCode | "other"; name: string | null; latin: boolean };

const ENGLISH: Language = { code: "en", name: "English", latin: true };
/** Below this many letters no detector can tell languages apart: a short Latin text is read as English. */
const TOO_SHORT = 12;
/**
 * How far another language's score must lead English's for the text to be read in it: an English motion
 * that names "Plaza de la Paz" or the "Café du Parc" stays English.
 */
const LEAD = 0.1;

/** Whether the text is written mostly in the Latin alphabet (too few letters to tell counts as yes). */
export function mostlyLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
  return letters.length < 6 || latin / letters.length >= 0.7;
}

export function detectLanguage(text: string): Language {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!mostlyLatin(text)) return { code: "other", name: null, latin: false };
  // Too few letters, or too few distinct words ("bus bus bus …"), for any detector to tell languages apart.
  const distinct = new Set(text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).size;
  if (letters.length < TOO_SHORT || distinct < 4) return ENGLISH;
  const result = eld.detect(text);
  const scores = result.getScores();
  const english = scores.en ?? 0;
  const [best, score] = READ_LANGUAGES.map((l) => [l, scores[l] ?? 0] as const).sort((a, b) => b[1] - a[1])[0]!;
  const top = result.language;
  // A Latin text in a language outside the seven (Dutch, Swedish…) is one the rubric cannot read.
  if (top && !READ_LANGUAGES.some((l) => l === top) && (scores[top] ?? 0) - english >= LEAD) return { code: "other", name: null, latin: true };
  return best === "en" || score - english < LEAD ? ENGLISH : { code: best, name: LANGUAGE_NAMES[best], latin: true };
}
