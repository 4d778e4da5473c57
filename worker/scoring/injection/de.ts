import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// German, folded (ü is u, ß is ss): instructions addressed to the scorer (README.md, "How scoring works").
// "Als Puffer dienen" is civic German; only acting as the evaluator is addressed to Plaza.

const SCORER = "(bewerter|bewerterin|prufer|pruferin|gutachter|gutachterin|ki|kunstliche intelligenz|sprachmodell|ki-assistent)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(die\\s+)?(hochste|volle|maximale)\\s+(punktzahl|bewertung|note)|hochstpunktzahl|(die\\s+)?bestnote|alle punkte)`;

export const germanPatterns: LanguagePatterns = [
  [/\b(ignoriere|ignorieren|ignoriert|vergiss|vergesst|vergessen|missachte|missachten)\b[^.\n]{0,40}\b(anweisungen|anweisung|regeln|vorgaben|instruktionen|kriterien|bewertungsregeln)\b/i, REASON.ignore],
  [/\b(anweisungen|regeln|vorgaben|instruktionen)\b[^.\n]{0,30}\b(ignorieren|vergessen|missachten)\b/i, REASON.ignore],
  [/\b(bewertungsregeln|bewertungskriterien|die regeln|die kriterien|das bewertungsschema|die rubrik)\b[^.\n]{0,30}\b(wurden|wurde|haben sich|hat sich|sind)\s+(jetzt\s+)?(geandert|aktualisiert|ersetzt)/i, REASON.changed],
  [pattern(`\\b(du bist|sie sind|handle als|handeln sie als|agiere als|tu so als warst du)\\s+(jetzt\\s+|nun\\s+)?(der|die|ein|eine)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(sehr geehrte[r]?|liebe[r]?|hallo)\\s+${SCORER}\\b|\\bhinweis (an|fur) (den|die) ${SCORER}\\b|\\b(neue anweisungen|systemprompt|system-prompt|systemanweisung)\\b`), REASON.addresses],
  [pattern(`\\b(gib|gebt|geben sie|vergib|vergebt|vergeben sie|bewerte|bewertet|bewerten sie)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(verdient|verdiente)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
