// Which scorer produced an analysis, as the web app labels it (README.md, "How scoring works"). The stored
// `aiModel` of a rule-based analysis starts with this name; any other `aiModel` names an AI model.

export const RUBRIC_SCORER_NAME = "Plaza rubric analyzer";

export type ScorerLabel = { kind: "rule-based" | "ai-model"; name: string };

/** How an analysis's `aiModel` is shown: the rubric as "Plaza rubric analyzer, rule-based", a model by its name. */
export const scorerLabel = (aiModel: string): ScorerLabel =>
  aiModel.startsWith(RUBRIC_SCORER_NAME)
    ? { kind: "rule-based", name: `${RUBRIC_SCORER_NAME}, rule-based` }
    : { kind: "ai-model", name: aiModel };
