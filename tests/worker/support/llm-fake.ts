import { env } from "cloudflare:test";
import { vi } from "vitest";

// An OpenAI-compatible chat endpoint at the network boundary: the Worker runs with AI_PROVIDER=openai and a
// base URL on a test host, and global fetch answers that host's /chat/completions. Nothing of the Worker is
// replaced; any other outbound request fails. Tests restore it with vi.restoreAllMocks().

export const LLM_BASE_URL = "http://llm.test/v1";
export const LLM_MODEL = "llama3.1:8b";

/** The Worker's env with the OpenAI-compatible scorer configured against the fake endpoint. */
export const openAiEnv = (extra: Partial<Env> = {}): Env => ({
  ...env,
  AI_PROVIDER: "openai",
  AI_MODEL: LLM_MODEL,
  OPENAI_BASE_URL: `${LLM_BASE_URL}/`,
  OPENAI_API_KEY: "sk-test-key",
  ...extra,
});

/** One answer of the endpoint: a status other than 200, the completion's content, or a network error. */
type Reply = { status?: number; content?: string } | Error;
type SeenRequest = { url: string; headers: Headers; body: Record<string, unknown> };

const completion = (content: string) => ({ choices: [{ index: 0, message: { role: "assistant", content } }] });

/** Fakes the chat endpoint: each call gets the next reply; the last one repeats. Returns the requests seen. */
export const fakeEndpoint = (...replies: Reply[]) => {
  const requests: SeenRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${LLM_BASE_URL}/`)) throw new Error(`unexpected outbound request to ${request.url}`);
    requests.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply instanceof Error) throw reply;
    if (reply.status && reply.status !== 200) return new Response("upstream error", { status: reply.status });
    return Response.json(completion(reply.content ?? ""));
  });
  return requests;
};
