import { afterEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, pendingMotions, readMotion, SCORING, whileScoringCannotBeStored } from "../support/queue";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";

// The "plaza-scoring-dlq" consumer through the Worker's own queue handler: messages whose scoring failed on
// every retry get the rubric as a fallback, and a failed status with an explanation if even that fails.
// (With an LLM configured and down: scoring/llm/openai.test.ts and workers-ai.test.ts.)

afterEach(() => vi.restoreAllMocks());

describe("dead-letter consumer", () => {
  it("scores a still-pending motion with the rubric and leaves a scored one alone", async () => {
    const [pending, scored] = await pendingMotions(2);
    await deliver(SCORING, [{ body: { motionId: scored!.id } }]);
    const before = await readMotion(scored!.id);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await deliver(DLQ, [{ body: { motionId: pending!.id } }, { body: { motionId: scored!.id } }]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
    expect(await readMotion(pending!.id)).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(await readMotion(scored!.id)).toEqual(before);
  });

  it("marks the motion failed, with an explanation, when even the rubric fallback cannot be stored", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await whileScoringCannotBeStored(motion!.id, async () => {
      const result = await deliver(DLQ, [{ body: { motionId: motion!.id }, attempts: 4 }]);
      expect(result.explicitAcks).toEqual(["msg-0"]);
      const stored = await readMotion(motion!.id);
      expect(stored.aiStatus).toBe("failed");
      expect(stored.aiExplanation).toMatch(/^Scoring failed:/);
    });
  });
});
