import { afterEach, describe, expect, it, vi } from "vitest";
import { deliver, DLQ, pendingMotions, readMotion, SCORING } from "./helpers";
import { RUBRIC_MODEL, rubricScorer } from "../../../worker/scoring/rubric/rubric-scorer";
import { retryDelaySeconds } from "../../../worker/queue/batch";

// The "plaza-scoring" consumer with the default (rubric) scorer: per-message acks, idempotency under
// redelivery, and messages that can never succeed are acknowledged rather than retried forever.

afterEach(() => vi.restoreAllMocks());

describe("scoring queue consumer", () => {
  it("scores every motion of a batch and acknowledges each message on its own", async () => {
    const rows = await pendingMotions(6);
    const result = await deliver(SCORING, rows.map((m) => ({ body: { motionId: m.id } })));
    expect(result.explicitAcks.sort()).toEqual(rows.map((_, i) => `msg-${i}`).sort());
    expect(result.retryMessages).toEqual([]);
    expect(result.ackAll).toBe(false);
    for (const m of rows) {
      const stored = await readMotion(m.id);
      expect(stored.aiStatus).toBe("scored");
      expect(stored.aiModel).toBe(RUBRIC_MODEL);
      expect(stored.aiScore).toBeGreaterThan(0);
    }
  });

  it("acknowledges a redelivered message and leaves the scored motion untouched", async () => {
    const [motion] = await pendingMotions();
    await deliver(SCORING, [{ body: { motionId: motion!.id } }]);
    const first = await readMotion(motion!.id);
    await new Promise((r) => setTimeout(r, 5));
    const again = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 2 }]);
    expect(again.explicitAcks).toEqual(["msg-0"]);
    const second = await readMotion(motion!.id);
    expect(second.scoredAt).toEqual(first.scoredAt);
    expect(second).toEqual(first);
  });

  it("scores a motion once when the same message arrives twice in one batch", async () => {
    const [motion] = await pendingMotions();
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id } }, { body: { motionId: motion!.id } }]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("scored");
  });

  it("acknowledges malformed bodies and unknown motions instead of retrying them forever", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const bodies = [null, "motion", {}, { motionId: 42 }, { motionId: "" }, { motionId: "x".repeat(200) }];
    const result = await deliver(SCORING, [
      ...bodies.map((body) => ({ body })),
      { body: { motionId: "0190b1b0-0000-7000-8000-000000000000" } },
    ]);
    expect(result.explicitAcks).toHaveLength(bodies.length + 1);
    expect(result.retryMessages).toEqual([]);
    expect(error).toHaveBeenCalledTimes(bodies.length);
    expect(error.mock.calls[0]![0]).toContain('"event":"malformed-message"');
  });

  it("retries a message whose scoring throws, with exponential backoff from its attempts", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(rubricScorer, "score").mockRejectedValue(new Error("D1 busy"));
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 3 }]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: 40 }]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
  });

  it("retries, rather than silently acknowledges, a batch from a queue it does not know", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await deliver("plaza-something-else", [{ body: { motionId: "x" } }]);
    expect(result.retryBatch.retry).toBe(true);
    expect(result.explicitAcks).toEqual([]);
    expect(error.mock.calls[0]![0]).toContain('"event":"unknown-queue"');
  });

  it("grows the retry delay from 10 s, doubling, capped at 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 300, 300]);
  });
});

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

  it("marks the motion failed, with an explanation, when even the rubric cannot score it", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(rubricScorer, "score").mockRejectedValue(new Error("unexpected"));
    const result = await deliver(DLQ, [{ body: { motionId: motion!.id }, attempts: 4 }]);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    const stored = await readMotion(motion!.id);
    expect(stored.aiStatus).toBe("failed");
    expect(stored.aiExplanation).toMatch(/^Scoring failed:/);
  });
});
