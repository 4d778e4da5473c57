import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// Polish, folded (ł is l, no accents): instructions addressed to the scorer (README.md, "How scoring works").
// "Pełnić funkcję poręczyciela" is civic Polish; only acting as the evaluator is addressed to Plaza.

const SCORER = "(oceniajacym|oceniajacy|oceniajaca|oceniajaca|egzaminatorem|egzaminator|ai|sztuczna inteligencja|sztuczna inteligencjo|modelem jezykowym|asystentem ai)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(maksymalna|najwyzsza|pelna)\\s+(ocene|note|liczbe punktow|punktacje)|wszystkie punkty)`;

export const polishPatterns: LanguagePatterns = [
  [/\b(zignoruj|zignorujcie|ignoruj|ignorujcie|zapomnij|zapomnijcie|pomin|pomincie)\b[^.\n]{0,40}\b(instrukcje|instrukcji|polecenia|polecen|zasady|zasad|regul|reguly|kryteria|wytyczne)\b/i, REASON.ignore],
  [/\b(zasady|kryteria|regulamin|rubryka)\s+(oceniania|punktacji|oceny)\b[^.\n]{0,30}\b(zostaly|zostal|zostala|sa|jest)\s+(juz\s+)?(zmienione|zmieniony|zaktualizowane|zaktualizowany|zastapione)/i, REASON.changed],
  [pattern(`\\b(jestes|jestes teraz|teraz jestes|dzialaj jako|udawaj)\\s+${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(drogi|droga|szanowny|szanowna|szanowni|witaj)\\s+${SCORER}\\b|\\buwaga dla ${SCORER}\\b|\\b(nowe instrukcje|prompt systemowy|instrukcje systemowe)\\b`), REASON.addresses],
  [pattern(`\\b(daj|dajcie|przyznaj|przyznajcie|wystaw|wystawcie|ocen|ocencie)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(zasluguje)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
