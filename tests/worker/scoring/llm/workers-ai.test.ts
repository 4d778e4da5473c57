import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, pendingMotions, readMotion, SCORING } from "../../support/queue";
import { answerNear, every, modelAnswer, scoreInputOf } from "../../support/llm-fake";
import { weightedScore } from "../../../../worker/scoring/criteria";
import { MAX_OUTPUT_TOKENS } from "../../../../worker/scoring/llm/model-output";
import { RUBRIC_MODEL } from "../../../../worker/scoring/rubric/rubric-scorer";

// The Workers AI scorer through the real queue handler, with the `AI` binding faked (the platform boundary:
// it has no local simulation): valid output, one repair, invalid twice, provider down, and the dead-letter
// fallback.

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const LABEL = `${MODEL} (Workers AI)`;
type RunInputs = { messages: { role: string; content: string }[]; response_format: { type: string; json_schema: unknown }; max_tokens: number };

/** A fake binding answering each call with the next reply (an object, a string, or an error to throw). */
const fakeAi = (...replies: unknown[]) => {
  const run = vi.fn(async (_model: string, _inputs: RunInputs, _options?: { signal?: AbortSignal }) => {
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
    const answer = answerNear(await scoreInputOf(motion!.id));
    const { ai, run } = fakeAi(answer);
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(await readMotion(motion!.id)).toMatchObject({
      aiStatus: "scored",
      aiScore: weightedScore(answer.criteria),
      aiCriteria: answer.criteria,
      aiExplanation: answer.explanation,
      aiModel: LABEL,
    });
    const [model, inputs, options] = run.mock.calls[0]!;
    expect(model).toBe(MODEL);
    expect(inputs).toMatchObject({ response_format: { type: "json_schema" }, max_tokens: MAX_OUTPUT_TOKENS });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(inputs.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(JSON.parse(inputs.messages[1]!.content)).toMatchObject({ motion: { text: motion!.text }, page: { name: "Harbor Bus Network" } });
  });

  it("accepts a JSON string wrapped in a code fence", async () => {
    const [motion] = await pendingMotions();
    const answer = answerNear(await scoreInputOf(motion!.id));
    const { ai } = fakeAi("```json\n" + JSON.stringify(answer) + "\n```");
    await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(await readMotion(motion!.id)).toMatchObject({ aiModel: LABEL, aiScore: weightedScore(answer.criteria) });
  });

  it("repairs invalid output by sending the validation error back once", async () => {
    const [motion] = await pendingMotions();
    const answer = answerNear(await scoreInputOf(motion!.id));
    const { ai, run } = fakeAi({ ...answer, criteria: { ...answer.criteria, impact: 140 } }, answer);
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(run).toHaveBeenCalledTimes(2);
    const repair = run.mock.calls[1]![1].messages;
    expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair[3]!.content).toContain("criteria.impact");
    expect(await readMotion(motion!.id)).toMatchObject({ aiModel: LABEL, aiCriteria: answer.criteria });
  });

  it("scores with the rubric at once, with a note, when the output is still invalid after the repair", async () => {
    const [motion] = await pendingMotions();
    const { ai, run } = fakeAi("not json at all", { criteria: every(50), explanation: "Fine." });
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    expect(run).toHaveBeenCalledTimes(2);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(result.retryMessages).toEqual([]);
    const stored = await readMotion(motion!.id);
    expect(stored).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(stored.aiExplanation!.startsWith(`Note:\n- ${LABEL} gave no valid analysis, even after one repair attempt`)).toBe(true);
  });

  it("checks its answers against the rubric like any model: 100 everywhere for a plain motion is not stored", async () => {
    const [motion] = await pendingMotions();
    const { ai } = fakeAi(modelAnswer(every(100)));
    await deliver(SCORING, [{ body: { motionId: motion!.id } }], withAi(ai));
    const stored = await readMotion(motion!.id);
    expect(stored.aiModel).toBe(RUBRIC_MODEL);
    expect(stored.aiExplanation).toMatch(/^Note:\n- .+\(Workers AI\)'s analysis was not stored because/);
  });

  it("retries once when the provider is down, then scores with the rubric; the dead-letter path still works", async () => {
    const rows = await pendingMotions(3);
    const { ai } = fakeAi(new Error("AI capacity exceeded"));
    const messages = rows.map((m) => ({ body: { motionId: m.id } }));
    const first = await deliver(SCORING, messages, withAi(ai));
    expect(first.retryMessages.map((r) => r.delaySeconds)).toEqual(rows.map(() => 5));
    const second = await deliver(SCORING, [{ ...messages[0]!, attempts: 2 }], withAi(ai));
    expect(second.explicitAcks).toEqual(["msg-0"]);
    expect(await readMotion(rows[0]!.id)).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect((await readMotion(rows[0]!.id)).aiExplanation!.startsWith(`Note:\n- ${LABEL} could not be reached or did not answer in time`)).toBe(true);

    // A message that reaches the dead-letter queue all the same (D1 was down meanwhile) gets the rubric there.
    const dead = await deliver(DLQ, messages.slice(1), withAi(ai));
    expect(dead.explicitAcks).toHaveLength(2);
    for (const m of rows.slice(1)) {
      const stored = await readMotion(m.id);
      expect(stored).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
      expect(stored.aiExplanation!.startsWith(`Note:\n- ${LABEL} could not score this motion`)).toBe(true);
      expect(stored.aiExplanation).toContain("\n\nSummary:\n");
    }
  });
});
