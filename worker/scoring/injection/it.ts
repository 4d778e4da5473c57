import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// Italian, folded (no accents): instructions addressed to the scorer (README.md, "How scoring works").
// "Fungere da garante" is civic Italian; only acting as the evaluator is addressed to Plaza. "Dai" is also
// "from the" ("dai cittadini"), so it counts only with its object ("dai a questa mozione").

const SCORER = "(valutatore|valutatrice|correttore|correttrice|ia|intelligenza artificiale|modello linguistico|assistente ia)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(il\\s+)?(punteggio|voto)\\s+(massimo|pieno|perfetto)|il massimo dei voti|pieni voti|tutti i punti)`;

export const italianPatterns: LanguagePatterns = [
  [/\b(ignora|ignorate|ignorare|dimentica|dimenticate|dimenticare|trascura|trascurate)\b[^.\n]{0,40}\b(istruzioni|regole|indicazioni|rubrica|criteri|direttive)\b/i, REASON.ignore],
  [/\b(la rubrica|le regole di (valutazione|punteggio)|i criteri di (valutazione|punteggio))\b[^.\n]{0,30}\b(e|sono)\s+stat[eio]\s+(aggiornat|cambiat|modificat|sostituit)/i, REASON.changed],
  [pattern(`\\b(sei|ora sei|agisci come|agite come|fingi di essere|comportati da)\\s+(il|la|l'|un|una|uno)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(caro|cara|gentile|egregio|gentilissimo|ciao)\\s+${SCORER}\\b|\\bnota per (il|la|l') ?${SCORER}\\b|\\b(nuove istruzioni|prompt di sistema|istruzioni di sistema)\\b`), REASON.addresses],
  [pattern(`\\b(assegna|assegnate|assegnale|attribuisci|attribuite|dagli|dalle|dategli|(dai|date) a (questa|questo|la mia|il mio)|valuta|valutate)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(merita|meriterebbe)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
