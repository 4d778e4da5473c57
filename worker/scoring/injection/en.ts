import { HUNDRED, type LanguagePatterns, pattern, REASON, TOP_FRACTION } from "./reasons";

// English: instructions addressed to the scorer (README.md, "How scoring works"). "Act as" alone is civic
// English ("act as a guarantor", "trees act as a buffer"): only acting as a scorer, or as an evaluator or
// judge in a sentence about scores, is addressed to Plaza.

const SCORER = "(scorer|grader|rater|ai|a\\.i\\.|language model|llm|chatbot|(ai|scoring) (model|system|assistant))";
const JUDGE = "(evaluator|judge|reviewer|assessor|examiner)";
const SCORE_WORDS = "(score|scores|rating|grade|marks|points|criteri(on|a)|categor(y|ies))";
const TOP = `(${HUNDRED}|${TOP_FRACTION}|(full|perfect|maximum|max|highest|top)\\s+(possible\\s+)?${SCORE_WORDS})`;
const SUBJECT = "(it|this|me|us|(this|the|my|our)\\s+(motion|proposal|idea))";

export const englishPatterns: LanguagePatterns = [
  [/\b(ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|the|your|any)\b[^.\n]{0,30}\b(instructions?|rules?|prompt|guidelines|directions|rubric)\b/i, REASON.ignore],
  [/\b(ignore|disregard|override|bypass|skip)\s+(the\s+|your\s+|plaza's\s+)?(rubric|scoring|grading|system prompt)\b/i, REASON.ignore],
  [/\b(scoring|grading|evaluation|rating)\s+(rules?|criteria|instructions?|guidelines|rubric)\s+(have|has|were|was|are|is)\s+(now\s+)?(been\s+)?(changed|updated|replaced|revised)/i, REASON.changed],
  [/\b(the|plaza's|your)\s+rubric\s+(has\s+been|was|is\s+now|got)\s+(changed|updated|replaced|revised)/i, REASON.changed],
  [pattern(`\\b(you\\s+are\\s+now|pretend\\s+to\\s+be|new\\s+instructions?|system\\s+prompt|you\\s+are\\s+(the|a|an)\\s+${SCORER}\\b)`), REASON.addresses],
  [pattern(`\\b(act|acting|behave)\\s+as\\s+(a|an|the)?\\s*${SCORER}\\b`), REASON.addresses],
  [pattern(`\\b(act|acting)\\s+as\\s+(a|an|the)?\\s*${JUDGE}\\b[^.\\n]{0,60}\\b(${SCORE_WORDS}|rate|give|award)\\b`), REASON.addresses],
  [pattern(`\\b(note|message|instruction)\\s+(to|for)\\s+the\\s+(${SCORER}|${JUDGE})\\b|\\b(dear|hello|hi)\\s+(${SCORER}|${JUDGE})\\b`), REASON.addresses],
  [pattern(`\\b(give|assign|award|rate|score|grade|mark)\\s+${SUBJECT}\\b[^.\\n]{0,30}?${TOP}`), REASON.asks],
  [pattern(`\\b(give|assign|award)\\s+(a\\s+)?${HUNDRED}`), REASON.asks],
  [pattern(`\\b${TOP}[^.\\n]{0,20}\\b(on|for|in|across)\\s+(every|all|each)\\s+((of\\s+the\\s+)?\\w+\\s+)?${SCORE_WORDS}`), REASON.asks],
  [pattern(`\\b(deserves?|merits?|earns?|warrants?)\\b[^.\\n]{0,20}\\b(perfect|full|maximum|highest|top)\\s+(possible\\s+)?${SCORE_WORDS}`), REASON.asks],
  [pattern(`\\b(perfect|full|maximum|highest|top)\\s+(possible\\s+)?${SCORE_WORDS}\\b[^.\\n]{0,40}\\b(fair|deserved|justified|only\\s+right|appropriate)\\b`), REASON.asks],
  [pattern(`\\b(should|must|would|please)\\s+(get|receive|be\\s+given|earn)\\s+(the\\s+|a\\s+)?(perfect|full|maximum|highest|top)\\s+(possible\\s+)?${SCORE_WORDS}`), REASON.asks],
];
