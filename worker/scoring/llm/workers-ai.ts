import { callWithin } from "./call-within";
import { LLM_JSON_SCHEMA, MAX_OUTPUT_TOKENS, scoreWithModel } from "./model-output";
import type { ChatMessage } from "./prompt";
import { RetryableScoringError, type Scorer } from "../types";
import { errorMessage } from "../../shared/log";

// The Workers AI scorer: the `AI` binding, declared only in production (it has no local
// simulation), asked for output constrained to the shared JSON schema.

/** The model used when AI_MODEL names none. */
export const WORKERS_AI_DEFAULT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/**
 * The one call this scorer makes. `Ai.run` is typed per catalogue model; the model here comes from
 * configuration (AI_MODEL), so it is called through this narrow signature.
 */
type AiRun = { run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown> };

export function workersAiScorer(ai: Ai, model: string): Scorer {
  const label = `${model} (Workers AI)`;
  const runner = ai as unknown as AiRun;
  const call = async (messages: ChatMessage[], signal: AbortSignal) => {
    let output: unknown;
    try {
      output = await runner.run(
        model,
        {
          messages,
          response_format: { type: "json_schema", json_schema: LLM_JSON_SCHEMA },
          // Scores should not change between deliveries of the same motion.
          temperature: 0,
          max_tokens: MAX_OUTPUT_TOKENS,
        },
        { signal },
      );
    } catch (err) {
      throw new RetryableScoringError(`Workers AI call failed: ${errorMessage(err)}`, { cause: err });
    }
    // Text-generation models answer { response }, already parsed when a JSON schema was given.
    return output && typeof output === "object" && "response" in output ? (output as { response: unknown }).response : output;
  };
  const complete = (messages: ChatMessage[], timeoutMs: number) => callWithin(timeoutMs, label, (signal) => call(messages, signal));
  return { name: "workers-ai", model: label, score: (input) => scoreWithModel(complete, input, label) };
}
