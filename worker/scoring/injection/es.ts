import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// Spanish, folded (no accents): instructions addressed to the scorer (README.md, "How scoring works").
// "Actuar como garante" is civic Spanish; only acting as the evaluator is addressed to Plaza.

const SCORER = "(evaluador|evaluadora|calificador|calificadora|puntuador|ia|inteligencia artificial|modelo de lenguaje|asistente de ia|corrector)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(la\\s+)?(puntuacion|nota|calificacion)\\s+(maxima|perfecta|mas alta)|(la\\s+)?maxima\\s+(puntuacion|nota|calificacion)|todos los puntos)`;

export const spanishPatterns: LanguagePatterns = [
  [/\b(ignora|ignore|ignoren|ignorar|olvida|olvide|olviden|olvidar|omite|descarta|descarte)\b[^.\n]{0,40}\b(instrucciones|reglas|indicaciones|normas|rubrica|criterios|directrices)\b/i, REASON.ignore],
  [/\b(la rubrica|las reglas de (puntuacion|evaluacion)|los criterios de (puntuacion|evaluacion))\b[^.\n]{0,30}\b(ha|han|fue|fueron)\s+(sido\s+)?(actualizad|cambiad|modificad|reemplazad)/i, REASON.changed],
  [pattern(`\\b(eres|ahora eres|actua como|actue como|actuar como|finge ser)\\s+(el|la|un|una)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(estimad[oa]|querid[oa]|senor|senora|hola)\\s+${SCORER}\\b|\\bnota para (el|la)\\s+${SCORER}\\b|\\b(nuevas instrucciones|prompt del sistema|instrucciones del sistema)\\b`), REASON.addresses],
  [pattern(`\\b(dale|dele|denle|da|otorga|otorgale|otorguele|asigna|asignale|asignele|pon|ponle|califica|calificala|puntua|puntuala|valora)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(merece|se merece|mereceria)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
