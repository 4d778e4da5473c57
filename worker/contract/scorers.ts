// Which scorer produced an analysis, as every screen, card and head names it (README.md, "How scoring works",
// "Labels"). The stored `aiModel` of a rule-based analysis starts with this name; any other `aiModel` names a
// language model. "AI" is said only of an analysis a model wrote, and always with the model's name.

export const RUBRIC_SCORER_NAME = "Plaza rubric analyzer";

export type ScorerKind = "rule-based" | "ai-model";

export type ScorerLabel = { kind: ScorerKind; name: string };

// Catalogue suffixes that say how a model is served, not which model it is.
const SERVING_WORDS = new Set(["instruct", "chat", "it", "hf", "fp8", "fp16", "int8", "awq", "fast", "preview"]);

/** A Workers AI catalogue id as people say it: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" → "Llama 3.3 70B". */
function modelDisplayName(id: string) {
  const words = id
    .split("/")
    .at(-1)!
    .split("-")
    .filter((w) => w && !SERVING_WORDS.has(w.toLowerCase()))
    .map((w) => (/^\d+(\.\d+)?[bm]$/i.test(w) ? w.toUpperCase() : w));
  return words.length ? words.map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(" ") : id;
}

/** A stored model label ("<model> (<provider>)") with a catalogue id shortened; other names are kept as written. */
const modelName = (aiModel: string) => {
  const match = /^(@cf\/\S+)(.*)$/.exec(aiModel);
  return match ? `${modelDisplayName(match[1]!)}${match[2]}` : aiModel;
};

/** How an analysis's `aiModel` is shown: the rubric as "Plaza rubric analyzer, rule-based", a model by its name. */
export const scorerLabel = (aiModel: string): ScorerLabel =>
  aiModel.startsWith(RUBRIC_SCORER_NAME)
    ? { kind: "rule-based", name: `${RUBRIC_SCORER_NAME}, rule-based` }
    : { kind: "ai-model", name: modelName(aiModel) };

const KIND_WORD: Record<ScorerKind, string> = { "rule-based": "Rubric", "ai-model": "AI" };

/** "Rubric" or "AI"; null for an analysis that names no scorer (a motion not scored yet, or scored before `ai_model`). */
const kindWord = (aiModel: string | null) => (aiModel ? KIND_WORD[scorerLabel(aiModel).kind] : null);

/** What a score is called on share cards and in screen-reader sentences: "Rubric score", "AI score" or "Score". */
export const scoreNoun = (aiModel: string | null) => {
  const word = kindWord(aiModel);
  return word ? `${word} score` : "Score";
};

/** A score where one word fits before it (badges, staff and member rows): "Rubric 72", "AI 72" or "Score 72". */
export const shortScore = (score: string, aiModel: string | null) => `${kindWord(aiModel) ?? "Score"} ${score}`;

/**
 * A score out of 100 with who gave it, in words: "Plaza rubric score 72/100 (rule-based)" or "AI score 72/100
 * by Llama 3.3 70B (Workers AI)".
 */
export const scoreWithScorer = (score: string, aiModel: string | null) => {
  if (!aiModel) return `Score ${score}/100`;
  const { kind, name } = scorerLabel(aiModel);
  return kind === "rule-based" ? `Plaza rubric score ${score}/100 (rule-based)` : `AI score ${score}/100 by ${name}`;
};
