import { type ChatMessage, LLM_JSON_SCHEMA, scoreWithModel } from "./model-output";
import { RetryableScoringError, type Scorer } from "../types";

// Any OpenAI-compatible chat endpoint: OpenAI itself, or a self-hosted Ollama or vLLM.
// Plain fetch, no SDK. The API key is optional because local servers usually do not ask for one.

export type OpenAiOptions = { baseUrl: string; apiKey?: string; model: string };

const TIMEOUT_MS = 60_000;

export function openAiScorer({ baseUrl, apiKey, model }: OpenAiOptions): Scorer {
  const url = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const label = `${model} (OpenAI-compatible API)`;
  // Servers that reject json_schema (older Ollama builds) get json_object from then on.
  let format: "json_schema" | "json_object" = "json_schema";

  const post = (messages: ChatMessage[]) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        messages,
        temperature: 0,
        response_format:
          format === "json_schema"
            ? { type: "json_schema", json_schema: { name: "motion_score", strict: true, schema: LLM_JSON_SCHEMA } }
            : { type: "json_object" },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  const complete = async (messages: ChatMessage[]) => {
    let res: Response;
    try {
      res = await post(messages);
      if ((res.status === 400 || res.status === 422) && format === "json_schema") {
        format = "json_object";
        await res.body?.cancel();
        res = await post(messages);
      }
    } catch (err) {
      throw new RetryableScoringError(`${url} unreachable: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new RetryableScoringError(`${url} answered ${res.status}`);
    }
    const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    // A reply without content goes through validation like any other, so it gets its repair attempt.
    return body?.choices?.[0]?.message?.content ?? "";
  };
  return { name: "openai", model: label, score: (input) => scoreWithModel(complete, input, label) };
}
