import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, LLM_OUTPUT, LLM_SCORE, pendingMotions, readMotion, SCORING } from "../../support/queue";
import { fakeEndpoint, LLM_BASE_URL as BASE_URL, LLM_MODEL as MODEL, openAiEnv } from "../../support/llm-fake";
import { RUBRIC_MODEL } from "../../../../worker/scoring/rubric/rubric-scorer";
import { retryDelaySeconds } from "../../../../worker/queue/batch";

// The OpenAI-compatible scorer through the real queue handler, with the endpoint faked at the network
// boundary (global fetch, for the endpoint's host only): request shape, valid output, one repair, invalid
// twice, endpoint down.

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("OpenAI-compatible scorer on the queue", () => {
  it("posts one chat completion with the key, the model and a JSON schema, and stores the result", async () => {
    const [motion] = await pendingMotions();
    const requests = fakeEndpoint({ content: JSON.stringify(LLM_OUTPUT) });
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], openAiEnv());
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${BASE_URL}/chat/completions`);
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer sk-test-key");
    expect(requests[0]!.body).toMatchObject({ model: MODEL, temperature: 0, response_format: { type: "json_schema" } });
    expect(await readMotion(motion!.id)).toMatchObject({
      aiStatus: "scored",
      aiScore: LLM_SCORE,
      aiCriteria: LLM_OUTPUT.criteria,
      aiModel: `${MODEL} (OpenAI-compatible API)`,
    });
  });

  it("sends no Authorization header to a keyless local server, and falls back to json_object if json_schema is refused", async () => {
    const [motion] = await pendingMotions();
    const requests = fakeEndpoint({ status: 400 }, { content: JSON.stringify(LLM_OUTPUT) });
    await deliver(SCORING, [{ body: { motionId: motion!.id } }], openAiEnv({ OPENAI_API_KEY: undefined }));
    expect(requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual(["json_schema", "json_object"]);
    expect(requests[0]!.headers.has("authorization")).toBe(false);
    expect((await readMotion(motion!.id)).aiStatus).toBe("scored");
  });

  it("repairs invalid JSON on a second call that carries the error", async () => {
    const [motion] = await pendingMotions();
    const requests = fakeEndpoint({ content: '{"criteria": {"relevance": 80,' }, { content: JSON.stringify(LLM_OUTPUT) });
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], openAiEnv());
    expect(result.explicitAcks).toEqual(["msg-0"]);
    const messages = requests[1]!.body.messages as { role: string; content: string }[];
    expect(messages.at(-2)).toEqual({ role: "assistant", content: '{"criteria": {"relevance": 80,' });
    expect(messages.at(-1)!.content).toContain("not valid JSON");
    expect((await readMotion(motion!.id)).aiScore).toBe(LLM_SCORE);
  });

  it("retries with backoff when the output is invalid twice", async () => {
    const [motion] = await pendingMotions();
    const missing = { criteria: { relevance: 80 }, explanation: LLM_OUTPUT.explanation };
    const requests = fakeEndpoint({ content: JSON.stringify(missing) });
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 1 }], openAiEnv());
    expect(requests).toHaveLength(2);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: retryDelaySeconds(1) }]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
  });

  it.each([
    ["answers 503", { status: 503 }],
    ["is unreachable", new TypeError("fetch failed")],
  ])("retries when the endpoint %s, and the dead-letter consumer then scores with the rubric", async (_, reply) => {
    const rows = await pendingMotions(2);
    fakeEndpoint(reply);
    const messages = rows.map((m) => ({ body: { motionId: m.id }, attempts: 4 }));
    const result = await deliver(SCORING, messages, openAiEnv());
    expect(result.retryMessages).toEqual(rows.map((_, i) => ({ msgId: `msg-${i}`, delaySeconds: retryDelaySeconds(4) })));

    const dead = await deliver(DLQ, messages, openAiEnv());
    expect(dead.explicitAcks).toHaveLength(2);
    for (const m of rows) expect(await readMotion(m.id)).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
  });
});
