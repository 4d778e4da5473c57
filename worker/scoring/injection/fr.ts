import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// French, folded (no accents): instructions addressed to the scorer (README.md, "How scoring works").
// "Agir comme garant" is civic French; only acting as the evaluator is addressed to Plaza.

const SCORER = "(evaluateur|evaluatrice|correcteur|correctrice|notateur|ia|intelligence artificielle|modele de langage|assistant ia)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(la\\s+)?note\\s+(maximale|maximum|parfaite)|une note parfaite|la meilleure note|tous les points)`;

export const frenchPatterns: LanguagePatterns = [
  [/\b(ignore|ignorez|ignorer|oublie|oubliez|oublier|ne tiens pas compte|ne tenez pas compte)\b[^.\n]{0,40}\b(instructions|consignes|regles|directives|grille|criteres|bareme)\b/i, REASON.ignore],
  [/\b(la grille|les regles|les criteres|le bareme)( d'evaluation| de notation)?\b[^.\n]{0,30}\b(a|ont)\s+(ete\s+)?(change|modifie|mis a jour|remplace)/i, REASON.changed],
  [pattern(`\\b(tu es|vous etes|agis comme|agissez comme|agir comme|fais comme si tu etais)\\s+(le|la|l'|un|une)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(cher|chere|madame|monsieur|bonjour)\\s+(l')?${SCORER}\\b|\\bnote (a|pour) (l'|le |la )${SCORER}\\b|\\b(nouvelles instructions|prompt systeme|invite systeme)\\b`), REASON.addresses],
  [pattern(`\\b(donne|donnez|donner|attribue|attribuez|accorde|accordez|mets|mettez|notez)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(merite|meriterait)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
