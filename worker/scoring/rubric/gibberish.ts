import { withoutContacts } from "./spam";
import { detectLanguage, READ_LANGUAGES } from "./language";
import { stopWordsOf } from "./stems";
import { words } from "./text";

// Gibberish: text that is not language — placeholder Latin, keyboard mash (also mixed in among real words),
// a word repeated over and over, or tokens that mostly cannot be words.

const LOREM = new Set("lorem ipsum dolor amet consectetur adipiscing elit eiusmod tempor incididunt labore dolore magna aliqua".split(" "));
// Runs along one keyboard row, forwards or back; none of them occurs inside an English word.
const MASH = /qwer|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm|poiu|oiuy|iuyt|uytr|lkjh|kjhg|jhgf|hgfd|gfds|fdsa|mnbv|nbvc|bvcx|vcxz|uiop|yuio/;
const VOWEL = /[aeiouy]/;
const SALAD_WINDOW = 12;
const SALAD_DISTINCT = 7;
const REPEAT_WINDOW = 16;
// Words strung together without grammar ("stall permit tomato the license vendor banana…"): a sentence of a
// real language joins its words with function words, about one word in three; this many words running with
// at most one of them is a heap of words. Lists keep their commas or lines, so they are not one.
const HEAP_WORDS = 12;
const HEAP_JOINING = 1;

/** A token typed, not written: a keyboard run, or four or more letters without a vowel. */
const mashed = (w: string) => MASH.test(w) || (w.length >= 4 && !VOWEL.test(w));

/** A token that could be a word in a Latin-script language: a vowel, no long consonant run, no triple letter. */
const wordLike = (w: string) => w.length <= 18 && VOWEL.test(w) && !/[^aeiouy\d]{5,}/.test(w) && !/(.)\1\1/.test(w) && !mashed(w);

let functionWordCache: Set<string> | null = null;
/** The function words of every language the rubric reads (stopwords-iso), as `words` spells them ("sie" for "się"), built once. */
const functionWords = () => (functionWordCache ??= new Set(words(READ_LANGUAGES.flatMap((code) => [...stopWordsOf(code)]).join(" "))));

const mostRepeated = (tokens: string[]) => {
  const counts = new Map<string, number>();
  for (const t of tokens) if (t.length > 2) counts.set(t, (counts.get(t) ?? 0) + 1);
  let top: [string, number] = ["", 0];
  for (const entry of counts) if (entry[1] > top[1]) top = entry;
  return top;
};

/** Every gibberish signal in the text, most telling first. `latin` is false for text in another script. */
export function gibberishReasons(text: string, latin: boolean): string[] {
  const reasons: string[] = [];
  const tokens = words(withoutContacts(text));
  const lorem = [...new Set(tokens.filter((t) => LOREM.has(t)))];
  if ((lorem.includes("lorem") && lorem.includes("ipsum")) || lorem.length >= 3) {
    reasons.push(`it is placeholder text (${lorem.slice(0, 3).map((t) => `"${t}"`).join(", ")})`);
  }
  // Typed in lower case: "SNAP" or "HVAC" are acronyms, "sdfgh" is not.
  const typed = (withoutContacts(text).match(/\b[a-z]+\b/g) ?? []).filter(mashed);
  if (typed.length >= 2 || (typed.length === 1 && tokens.length <= 6)) {
    reasons.push(`it contains keyboard mash (${typed.slice(0, 3).map((t) => `"${t}"`).join(", ")})`);
  }
  // Measured on the whole text and on its opening sentence, so text appended after a repeated word does
  // not dilute it away.
  const opening = words(withoutContacts(text).split(/[.!?\n]/)[0] ?? "");
  for (const part of [tokens, opening]) {
    const [word, count] = mostRepeated(part);
    if (count >= 4 && count / Math.max(part.length, 1) > 0.3) {
      reasons.push(`the word "${word}" makes up ${count} of ${part === tokens ? "its" : "its first sentence's"} ${part.length} words`);
      break;
    }
  }
  // …and in any sixteen words running, a word of substance four times (never "the", "les" or "und").
  const stop = functionWords();
  for (let at = 0; at + REPEAT_WINDOW <= tokens.length + 3 && !reasons.some((r) => r.startsWith("the word")); at++) {
    const [word, count] = mostRepeated(tokens.slice(at, at + REPEAT_WINDOW).filter((t) => !stop.has(t)));
    if (count >= 4) reasons.push(`the word "${word}" comes ${count} times in ${REPEAT_WINDOW} words running`);
  }
  // A handful of words shuffled and repeated ("water pipes the pipe trash utility water…"): no twelve words
  // running in a sentence of a real language use only seven different ones. A window, so sentences added
  // before or after the salad do not dilute it away.
  const long = tokens.filter((t) => t.length > 2 && !/^\d/.test(t));
  for (let at = 0; at + SALAD_WINDOW <= long.length && !reasons.some((r) => r.startsWith("the word")); at++) {
    const distinct = new Set(long.slice(at, at + SALAD_WINDOW)).size;
    if (distinct <= SALAD_DISTINCT) {
      reasons.push(`${SALAD_WINDOW} words in a row repeat only ${distinct} different ones`);
      break;
    }
  }
  if (!latin) return reasons;
  // Only in English, whose articles and prepositions join nearly every phrase: Polish has no articles, and
  // Dutch or Turkish are languages whose function words the rubric does not know.
  const known = detectLanguage(text).code === "en";
  // A window, so a sentence appended to the heap ("… garage hums Start next spring and…") does not dilute it.
  const heaped = (known ? withoutContacts(text).split(/[\n.!?;:,]+/) : []).map(words).flatMap((line) =>
    line.slice(0, Math.max(0, line.length - HEAP_WORDS + 1)).map((_, at) => line.slice(at, at + HEAP_WORDS).filter((t) => stop.has(t)).length),
  );
  const fewest = Math.min(...heaped);
  if (fewest <= HEAP_JOINING) reasons.push(`${HEAP_WORDS} words in a row with ${fewest === 0 ? "no word" : "only one word"} to join them`);
  const alpha = tokens.filter((t) => /^[a-z]+$/.test(t) && t.length > 1);
  if (alpha.length >= 3) {
    const share = alpha.filter(wordLike).length / alpha.length;
    if (share < 0.6) reasons.push(`only ${Math.round(share * 100)}% of its words look like real words`);
  }
  return reasons;
}
