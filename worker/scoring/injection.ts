import { hiddenTagText } from "../contract/normalise-text";
import { englishPatterns } from "./injection/en";
import { spanishPatterns } from "./injection/es";
import { frenchPatterns } from "./injection/fr";
import { germanPatterns } from "./injection/de";
import { portuguesePatterns } from "./injection/pt";
import { italianPatterns } from "./injection/it";
import { polishPatterns } from "./injection/pl";
import { flattenMarkdown, foldLetters } from "./injection/fold";
import { REASON, type LanguagePatterns } from "./injection/reasons";
import { structurePatterns } from "./injection/structure";

// Text in a motion that talks to the scorer instead of the page (README.md, "How scoring works"): role
// lines ("SYSTEM:"), requests to ignore or replace the rules, claims that the rubric changed, fake data
// delimiters (</motion>, <|im_start|>), text shaped like the scorer's JSON answer or a chat message, letters
// to the evaluator, and demands for a score, in English, Spanish, French, German, Portuguese, Italian and
// Polish (one data file per language in injection/). Such a motion is never shown to a model: the rubric
// scores it, with a note, and it goes to the moderators' queue. Deterministic and cheap: patterns over the
// folded text (injection/fold.ts), read as written and with markdown flattened, all languages at once, since a motion may mix them.
//
// Text hidden in Unicode tag characters is itself the signal: a person cannot see it and a model reads it,
// so nobody hides text there for the page. The raw text, as typed, is what shows it; Plaza stores the
// text without it (worker/contract/normalise-text.ts), so a caller that holds the raw text passes it too.

export type InjectionSignal = { reason: string };

const PATTERNS: LanguagePatterns = [
  ...structurePatterns,
  ...englishPatterns,
  ...spanishPatterns,
  ...frenchPatterns,
  ...germanPatterns,
  ...portuguesePatterns,
  ...italianPatterns,
  ...polishPatterns,
];

/** Hidden tag text with a letter or digit in it (a stray cancel tag alone is no message). */
const hidesText = (raw: string) => /[a-z0-9]/i.test(hiddenTagText(raw));

/** The first sign that `text` (or `raw`, the same text before normalising) addresses the scorer, or null. */
export function detectInjection(text: string, raw: string = text): InjectionSignal | null {
  if (hidesText(raw) || hidesText(text)) return { reason: REASON.hidden };
  const folded = foldLetters(text);
  const readings = [folded, flattenMarkdown(folded)];
  for (const [pattern, reason] of PATTERNS) if (readings.some((r) => pattern.test(r))) return { reason };
  return null;
}
