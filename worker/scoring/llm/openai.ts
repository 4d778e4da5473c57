import { callWithin } from "./call-within";
import { DEFAULT_LIMITS, LLM_JSON_SCHEMA, type Limits, MAX_OUTPUT_TOKENS, scoreWithModel } from "./model-output";
import type { ChatMessage } from "./prompt";
import { RetryableScoringError, type Scorer } from "../types";
import { errorMessage } from "../../shared/log";

// Any OpenAI-compatible chat endpoint: OpenAI itself, or a self-hosted Ollama or vLLM.
// Plain fetch, no SDK. The API key is optional because local servers usually do not ask for one.

export const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** The model used with OpenAI itself when AI_MODEL names none. */
export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";

export type OpenAiOptions = { baseUrl: string; apiKey?: string; model: string; limits?: Limits };

/** Whether `baseUrl` is OpenAI itself rather than a compatible server (Ollama, vLLM, a gateway). */
export const isOpenAi = (baseUrl: string) => URL.canParse(baseUrl) && new URL(baseUrl).hostname === "api.openai.com";

export function openAiScorer({ baseUrl, apiKey, model, limits = DEFAULT_LIMITS }: OpenAiOptions): Scorer {
  const url = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
  // What the stored `ai_model` says: the model and who serves it.
  const label = isOpenAi(baseUrl) ? `${model} (OpenAI)` : `${model} (OpenAI-compatible API)`;
  // Servers that reject json_schema (older Ollama builds) get json_object from then on.
  let format: "json_schema" | "json_object" = "json_schema";

  const post = (messages: ChatMessage[], signal: AbortSignal) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        messages,
        temperature: 0,
        max_tokens: MAX_OUTPUT_TOKENS,
        response_format:
          format === "json_schema"
            ? { type: "json_schema", json_schema: { name: "motion_score", strict: true, schema: LLM_JSON_SCHEMA } }
            : { type: "json_object" },
      }),
      signal,
    });

  const call = async (messages: ChatMessage[], signal: AbortSignal) => {
    let res: Response;
    try {
      res = await post(messages, signal);
      if ((res.status === 400 || res.status === 422) && format === "json_schema") {
        format = "json_object";
        await res.body?.cancel();
        res = await post(messages, signal);
      }
    } catch (err) {
      throw new RetryableScoringError(`${url} unreachable: ${errorMessage(err)}`, { cause: err });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new RetryableScoringError(`${url} answered ${res.status}`);
    }
    const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    // A reply without content goes through validation like any other, so it gets its repair attempt.
    return body?.choices?.[0]?.message?.content ?? "";
  };
  // The body is read inside the time limit too: a server that sends headers and then stalls is as slow as one that never answers.
  const complete = (messages: ChatMessage[], timeoutMs: number) => callWithin(timeoutMs, label, (signal) => call(messages, signal));
  return { name: "openai", model: label, score: (input) => scoreWithModel(complete, input, label, limits) };
}
