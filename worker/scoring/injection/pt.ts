import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// Portuguese, folded (no accents): instructions addressed to the scorer (README.md, "How scoring works").
// "Atuar como fiador" is civic Portuguese; only acting as the evaluator is addressed to Plaza. "De" is
// also a preposition, so "dê" counts only with its object ("dê a esta proposta", "dê-lhe").

const SCORER = "(avaliador|avaliadora|corretor|corretora|ia|inteligencia artificial|modelo de linguagem|assistente de ia)";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(a\\s+)?(nota|pontuacao|classificacao)\\s+(maxima|perfeita|mais alta)|todos os pontos)`;

export const portuguesePatterns: LanguagePatterns = [
  [/\b(ignore|ignora|ignorem|ignorar|esqueca|esquece|esquecam|desconsidere|desconsidera)\b[^.\n]{0,40}\b(instrucoes|regras|orientacoes|rubrica|criterios|diretrizes)\b/i, REASON.ignore],
  [/\b(a rubrica|as regras de (pontuacao|avaliacao)|os criterios de (pontuacao|avaliacao))\b[^.\n]{0,30}\b(foi|foram|ja foi|ja foram)\s+(atualizad|alterad|modificad|substituid)/i, REASON.changed],
  [pattern(`\\b(voce e|tu es|agora voce e|aja como|atue como|atuar como|finja ser)\\s+(o|a|um|uma)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(caro|cara|prezado|prezada|ola)\\s+${SCORER}\\b|\\bnota para (o|a) ${SCORER}\\b|\\b(novas instrucoes|prompt do sistema|instrucoes do sistema)\\b`), REASON.addresses],
  [pattern(`\\b(atribua|atribuam|conceda|concedam|avalie|avaliem|classifique|(de|deem)(-lhe| a esta| a essa| a minha)|de-lhe)\\b[^.\\n]{0,40}?${TOP}`), REASON.asks],
  [pattern(`\\b(merece|mereceria)\\b[^.\\n]{0,20}${TOP}`), REASON.asks],
];
