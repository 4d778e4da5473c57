import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, pendingMotions, readMotion, SCORING } from "../support/queue";
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
    // A real failure inside D1, for this motion's scored analysis only: the failed status can still be written.
    const trigger = `fail_scoring_${motion!.id.replaceAll("-", "_")}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE ON motions WHEN NEW.id = '${motion!.id}' AND NEW.ai_status = 'scored' BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    ).run();
    try {
      const result = await deliver(DLQ, [{ body: { motionId: motion!.id }, attempts: 4 }]);
      expect(result.explicitAcks).toEqual(["msg-0"]);
      const stored = await readMotion(motion!.id);
      expect(stored.aiStatus).toBe("failed");
      expect(stored.aiExplanation).toMatch(/^Scoring failed:/);
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
  });
});
