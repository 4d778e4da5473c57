// Text in a motion that tries to talk to the scorer instead of the page (README.md, "How scoring works"):
// role words at the start of a line ("SYSTEM:", "assistant:"), requests to ignore or replace the rules,
// fake data delimiters (</motion>, <|im_start|>, [INST]), text shaped like the scorer's own JSON answer, and
// demands for a score. Such a motion is never shown to a model: the rubric scores it, with a note, and it
// goes to the moderators' queue. Deterministic and cheap: a handful of patterns over the normalised text.
//
// The score patterns want a scoring context ("give it 100", "100 on every criterion", "score: 100"), so that
// "give 100 families a bus pass" or "award 100 scholarships" stay ordinary motions.

export type InjectionSignal = { reason: string };

const SCORE_WORDS = "(score|scores|rating|grade|marks|points|criteri(on|a)|categor(y|ies))";
/** 100 as a score, not a count: "give 100." or "100 on every criterion", never "give 100 families". */
const HUNDRED = "100(?=\\s*($|[.,;:!)\\n/%]|points?\\b|percent\\b|out\\s+of\\b|everywhere\\b|(on|to|for|in|across)\\s+(every|all|each)\\b))";
const TOP = `(${HUNDRED}|10\\s*/\\s*10\\b|(full|perfect|maximum|max|highest|top)\\s+(possible\\s+)?${SCORE_WORDS})`;
const SUBJECT = "(it|this|me|us|(this|the|my|our)\\s+(motion|proposal|idea))";

const PATTERNS: [RegExp, string][] = [
  [/(^|\n)\s*(#+\s*)?[[(<]?\s*(system|assistant|developer|user|human|ai|instructions?)\s*[\])>]?\s*:/i, "a line starts with a chat role name"],
  [/\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|the|your)\b[^.\n]{0,30}\b(instructions?|rules?|prompt|guidelines|directions)\b/i, "it asks to ignore the scoring rules"],
  [/\b(scoring|grading|evaluation|rating)\s+(rules?|criteria|instructions?|guidelines)\s+(have|has|were|was)\s+(now\s+)?(changed|been\s+(changed|updated|replaced))/i, "it claims the scoring rules changed"],
  [/\b(you\s+are\s+now|act\s+as|pretend\s+to\s+be|new\s+instructions?|system\s+prompt|note\s+to\s+the\s+(ai|model|scorer|grader|evaluator|assistant))\b/i, "it addresses the scorer directly"],
  [/<\/?\s*(motion|page|earlier_motions|system|instructions?|data|prompt|user|assistant)\s*>|<\|[a-z_]+\|>|\[\/?(INST|SYS)\]|<<\s*\/?SYS\s*>>/i, "it contains a fake data delimiter"],
  [/"\s*(criteria|explanation|relevance|originality|feasibility|impact|clarity|scalability|sustainability|score)\s*"\s*:/i, "it contains text shaped like the scorer's answer"],
  [new RegExp(`\\b(give|assign|award|rate|score|grade|mark)\\s+${SUBJECT}\\b[^.\\n]{0,30}?\\b${TOP}`, "i"), "it asks for a particular score"],
  [new RegExp(`\\b(give|assign|award)\\s+(a\\s+)?${HUNDRED}`, "i"), "it asks for a particular score"],
  [new RegExp(`\\b${TOP}[^.\\n]{0,20}\\b(on|for|in|across)\\s+(every|all|each)\\s+((of\\s+the\\s+)?\\w+\\s+)?${SCORE_WORDS}`, "i"), "it asks for a particular score"],
  [new RegExp(`\\b(deserves?|merits?|earns?|warrants?)\\b[^.\\n]{0,20}\\b(perfect|full|maximum|highest|top)\\s+(possible\\s+)?${SCORE_WORDS}`, "i"), "it asks for a particular score"],
  [/\b(score|rating|grade)\s*(of|=|:)\s*100\b|\b100\s*\/\s*100\b/i, "it names the score it wants"],
];

// Letters from other scripts that look like Latin ones ("ЅYSTEM" with a Cyrillic Ѕ), and characters that
// print nothing, so that lookalikes and hidden splits do not slip past the patterns above.
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
// U+034F (combining grapheme joiner) sits outside the class: a combining mark in a class is ambiguous.
const INVISIBLE = /[\u00ad\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]|\u034f/g;
const FOREIGN_LETTER = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0530-\u058f\u0250-\u02af]/g;

/** The text as the patterns read it: compatibility forms folded (NFKC), invisibles removed, lookalikes mapped. */
const normalise = (text: string) =>
  text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(FOREIGN_LETTER, (ch) => LOOKALIKES[ch] ?? ch);

/** The first sign that `text` addresses the scorer rather than the page, or null. */
export function detectInjection(text: string): InjectionSignal | null {
  const normal = normalise(text);
  for (const [pattern, reason] of PATTERNS) if (pattern.test(normal)) return { reason };
  return null;
}
