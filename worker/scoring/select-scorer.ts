import { isOpenAi, OPENAI_BASE_URL, OPENAI_DEFAULT_MODEL, openAiScorer } from "./llm/openai";
import { WORKERS_AI_DEFAULT_MODEL, workersAiScorer } from "./llm/workers-ai";
import { rubricScorer } from "./rubric/rubric-scorer";
import { type Scorer } from "./types";

// Which scorer the configuration (AI_PROVIDER) asks for. Misconfiguration never leaves motions unscored:
// it falls back to the rubric, loudly. The model is AI_MODEL, else the provider's own default, so the
// stored `ai_model` always names the model that was really asked.

type ScoringEnv = Pick<Env, "AI_PROVIDER" | "AI_MODEL" | "OPENAI_BASE_URL" | "AI" | "OPENAI_API_KEY">;

const warn = (message: string) => console.warn(JSON.stringify({ level: "warn", event: "scorer-config", message }));

const fallBack = (reason: string) => {
  warn(`${reason}; using the rubric scorer`);
  return rubricScorer;
};

/** AI_MODEL for OpenAI itself, unless it names a Workers AI model (`@cf/…`), which OpenAI cannot serve. */
function openAiModel(configured: string, baseUrl: string) {
  if (!configured) return OPENAI_DEFAULT_MODEL;
  if (isOpenAi(baseUrl) && configured.startsWith("@cf/")) {
    warn(`AI_MODEL "${configured}" is a Workers AI model; asking OpenAI for ${OPENAI_DEFAULT_MODEL}`);
    return OPENAI_DEFAULT_MODEL;
  }
  return configured;
}

/** The scorer AI_PROVIDER names: "rubric" (default), "workers-ai" or "openai". */
export function scorerFor(env: ScoringEnv): Scorer {
  const provider = (env.AI_PROVIDER ?? "").trim().toLowerCase() || "rubric";
  const model = env.AI_MODEL?.trim() ?? "";
  switch (provider) {
    case "rubric":
      return rubricScorer;
    case "workers-ai":
      return env.AI ? workersAiScorer(env.AI, model || WORKERS_AI_DEFAULT_MODEL) : fallBack("AI_PROVIDER is workers-ai but the AI binding is missing");
    case "openai": {
      const baseUrl = env.OPENAI_BASE_URL?.trim() || OPENAI_BASE_URL;
      // OpenAI itself needs a key; a self-hosted endpoint (Ollama, vLLM) may not.
      if (isOpenAi(baseUrl) && !env.OPENAI_API_KEY) return fallBack("AI_PROVIDER is openai but OPENAI_API_KEY is not set");
      return openAiScorer({ baseUrl, apiKey: env.OPENAI_API_KEY, model: openAiModel(model, baseUrl) });
    }
    default:
      return fallBack(`Unknown AI_PROVIDER "${env.AI_PROVIDER}"`);
  }
}
