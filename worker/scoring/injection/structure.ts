import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// Signs that a motion talks to the scorer whatever its language (README.md, "How scoring works"): chat role
// lines, fake delimiters of the prompt, text shaped like the scorer's JSON answer or a chat message ("role",
// "system"), a table whose cells give a criterion 100, and a bare "score: 100" or "10/10".

const CRITERION = "relevance|originality|feasibility|impact|clarity|scalability|sustainability|score|total|overall";
const ROLE = "system|assistant|developer|user|human|ai|instructions?|sistema|systeme|systema|asystent|asistente|assistente|assistant";

export const structurePatterns: LanguagePatterns = [
  // Spaces and tabs only, never \s: a run of blank lines would make this pattern backtrack for seconds.
  [pattern(`(^|\\n)[ \\t]*(#+[ \\t]*)?[[(<]?[ \\t]*(${ROLE})[ \\t]*[\\])>]?[ \\t]*:`), REASON.role],
  [/<\/?\s*(motion|page|earlier_motions|system|instructions?|data|prompt|user|assistant)\s*>|<\|[a-z_]+\|>|\[\/?(inst|sys)\]|<<\s*\/?sys\s*>>/i, REASON.delimiter],
  [pattern(`"\\s*(criteria|explanation|${CRITERION})\\s*"\\s*:`), REASON.answerShape],
  [/"\s*(system|role|instructions?|prompt|system_prompt)\s*"\s*:/i, REASON.answerShape],
  [pattern(`\\b(relevance|originality|feasibility|impact|clarity|scalability|sustainability|score|puntuacion|note|punktzahl|punteggio|pontuacao|ocena|wynik|bewertung|nota)\\s*(of|=|:|de|von|di|do|da)?\\s*${HUNDRED}`), REASON.names],
  [pattern(`\\b(score|rating|grade|puntuacion|calificacion|note|punktzahl|bewertung|punteggio|voto|pontuacao|nota|ocena|wynik|punktacja)\\b[^.\\n]{0,20}${TOP_FRACTION}`), REASON.names],
];
