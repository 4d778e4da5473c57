import { afterEach, describe, expect, it, vi } from "vitest";
import { deliver, pendingMotions, readMotion, SCORING } from "../support/queue";
import { fakeEndpoint, openAiEnv } from "../support/llm-fake";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";

// The "plaza-scoring" consumer through the Worker's own queue handler, with the default (rubric) scorer:
// per-message acks, idempotency under redelivery, messages that can never succeed acknowledged rather than
// retried forever, and a failing scorer (an OpenAI-compatible endpoint that is down) retried with backoff.

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
    // Scoring again now would store a later scoredAt: wait until the clock has passed the stored one.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(first.scoredAt!.getTime()));
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
    fakeEndpoint(new TypeError("fetch failed")); // the configured LLM endpoint is unreachable
    const result = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 3 }], openAiEnv());
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: 40 }]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
  });
});
