import { openAiScorer } from "./llm/openai";
import { workersAiScorer } from "./llm/workers-ai";
import { rubricScorer } from "./rubric/rubric-scorer";
import { type Scorer } from "./types";

// Which scorer the configuration (AI_PROVIDER) asks for. Misconfiguration never leaves motions unscored:
// it falls back to the rubric, loudly.

const DEFAULT_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

type ScoringEnv = Pick<Env, "AI_PROVIDER" | "AI_MODEL" | "OPENAI_BASE_URL" | "AI" | "OPENAI_API_KEY">;

const fallBack = (reason: string) => {
  console.warn(JSON.stringify({ level: "warn", event: "scorer-config", message: `${reason}; using the rubric scorer` }));
  return rubricScorer;
};

/** The scorer AI_PROVIDER names: "rubric" (default), "workers-ai" or "openai". */
export function scorerFor(env: ScoringEnv): Scorer {
  const provider = (env.AI_PROVIDER ?? "").trim().toLowerCase() || "rubric";
  const model = env.AI_MODEL?.trim() || DEFAULT_AI_MODEL;
  switch (provider) {
    case "rubric":
      return rubricScorer;
    case "workers-ai":
      return env.AI ? workersAiScorer(env.AI, model) : fallBack("AI_PROVIDER is workers-ai but the AI binding is missing");
    case "openai": {
      const baseUrl = env.OPENAI_BASE_URL?.trim() || OPENAI_DEFAULT_BASE_URL;
      // OpenAI itself needs a key; a self-hosted endpoint (Ollama, vLLM) may not.
      if (baseUrl === OPENAI_DEFAULT_BASE_URL && !env.OPENAI_API_KEY) return fallBack("AI_PROVIDER is openai but OPENAI_API_KEY is not set");
      return openAiScorer({ baseUrl, apiKey: env.OPENAI_API_KEY, model });
    }
    default:
      return fallBack(`Unknown AI_PROVIDER "${env.AI_PROVIDER}"`);
  }
}
