import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, LLM_OUTPUT, LLM_SCORE, pendingMotions, readMotion, SCORING } from "../../support/queue";
import { RUBRIC_MODEL } from "../../../../worker/scoring/rubric/rubric-scorer";
import { retryDelaySeconds } from "../../../../worker/queue/batch";

// The Workers AI scorer through the real queue handler, with the `AI` binding faked (the platform boundary:
// it has no local simulation): valid output, one repair, invalid twice, provider down, and the dead-letter
// fallback.

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
type RunInputs = { messages: { role: string; content: string }[]; response_format: { type: string; json_schema: unknown } };

/** A fake binding answering each call with the next reply (an object, a string, or an error to throw). */
const fakeAi = (...replies: unknown[]) => {
  const run = vi.fn(async (_model: string, _inputs: RunInputs) => {
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply instanceof Error) throw reply;
    return { response: reply };
  });
  return { ai: { run } as unknown as Ai, run };
};
const withAi = (ai: Ai): Env => ({ ...env, AI_PROVIDER: "workers-ai", AI_MODEL: MODEL, AI: ai });

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("Workers AI scorer on the queue", () => {
  it("stores the model's criteria and explanation, with the score computed from the published weights", async () => {
    const [motion] = await pendingMotions();
    const { ai, run } = fakeAi(LLM_OUTPUT);
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(await readMotion(motion!.id)).toMatchObject({
      aiStatus: "scored",
      aiScore: LLM_SCORE,
      aiCriteria: LLM_OUTPUT.criteria,
      aiExplanation: LLM_OUTPUT.explanation,
      aiModel: `${MODEL} (Workers AI)`,
    });
    const [model, inputs] = run.mock.calls[0]!;
    expect(model).toBe(MODEL);
    expect(inputs.response_format.type).toBe("json_schema");
    expect(inputs.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(inputs.messages[1]!.content).toContain(`<motion>\n${motion!.text}\n</motion>`);
    expect(inputs.messages[1]!.content).toContain("Name: Harbor Bus Network");
  });

  it("accepts a JSON string wrapped in a code fence", async () => {
    const [motion] = await pendingMotions();
    const { ai } = fakeAi("```json\n" + JSON.stringify(LLM_OUTPUT) + "\n```");
    await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect((await readMotion(motion!.id)).aiScore).toBe(LLM_SCORE);
  });

  it("repairs invalid output by sending the validation error back once", async () => {
    const [motion] = await pendingMotions();
    const invalid = { ...LLM_OUTPUT, criteria: { ...LLM_OUTPUT.criteria, impact: 140 } };
    const { ai, run } = fakeAi(invalid, LLM_OUTPUT);
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(run).toHaveBeenCalledTimes(2);
    const repair = run.mock.calls[1]![1].messages;
    expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair[3]!.content).toContain("criteria.impact");
    expect((await readMotion(motion!.id)).aiScore).toBe(LLM_SCORE);
  });

  it("retries the message with backoff when the output is still invalid after the repair", async () => {
    const [motion] = await pendingMotions();
    const { ai, run } = fakeAi("not json at all", { criteria: LLM_OUTPUT.criteria, explanation: "Fine." });
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 2 }], withAi(ai));
    expect(run).toHaveBeenCalledTimes(2);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: retryDelaySeconds(2) }]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
  });

  it("retries when the provider is down, then the dead-letter consumer scores with the rubric", async () => {
    const rows = await pendingMotions(3);
    const { ai } = fakeAi(new Error("AI capacity exceeded"));
    const messages = rows.map((m) => ({ body: { motionId: m.id } }));
    // Every delivery the queue allows (first try + max_retries 3) fails the same way.
    for (let attempts = 1; attempts <= 4; attempts++) {
      const result = await deliver(SCORING, messages.map((m) => ({ ...m, attempts })), withAi(ai));
      expect(result.retryMessages.map((r) => r.delaySeconds)).toEqual(rows.map(() => retryDelaySeconds(attempts)));
    }
    for (const m of rows) expect((await readMotion(m.id)).aiStatus).toBe("pending");

    const dead = await deliver(DLQ, messages, withAi(ai));
    expect(dead.explicitAcks).toHaveLength(rows.length);
    for (const m of rows) {
      const stored = await readMotion(m.id);
      expect(stored).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
      expect(stored.aiExplanation!.startsWith(`Note:\n- ${MODEL} (Workers AI) could not score this motion`)).toBe(true);
      expect(stored.aiExplanation).toContain("\n\nSummary:\n");
    }
  });
});
