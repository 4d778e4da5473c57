import { type ChatMessage, LLM_JSON_SCHEMA, scoreWithModel } from "./model-output";
import { RetryableScoringError, type Scorer } from "../types";

// The Workers AI scorer: the `AI` binding, declared only in production (it has no local
// simulation), asked for output constrained to the shared JSON schema.

/**
 * The one call this scorer makes. `Ai.run` is typed per catalogue model; the model here comes from
 * configuration (AI_MODEL), so it is called through this narrow signature.
 */
type AiRun = { run(model: string, inputs: Record<string, unknown>): Promise<unknown> };

export function workersAiScorer(ai: Ai, model: string): Scorer {
  const label = `${model} (Workers AI)`;
  const runner = ai as unknown as AiRun;
  const complete = async (messages: ChatMessage[]) => {
    let output: unknown;
    try {
      output = await runner.run(model, {
        messages,
        response_format: { type: "json_schema", json_schema: LLM_JSON_SCHEMA },
        // Scores should not change between deliveries of the same motion.
        temperature: 0,
        max_tokens: 1800,
      });
    } catch (err) {
      throw new RetryableScoringError(`Workers AI call failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    // Text-generation models answer { response }, already parsed when a JSON schema was given.
    return output && typeof output === "object" && "response" in output ? (output as { response: unknown }).response : output;
  };
  return { name: "workers-ai", model: label, score: (input) => scoreWithModel(complete, input, label) };
}
