import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { retryDelaySeconds } from "../../../worker/queue/batch";
import { deliver, pendingMotions, readMotion, SCORING, whileScoringCannotBeStored } from "../support/queue";
import { fakeEndpoint, openAiEnv } from "../support/llm-fake";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";

// The "plaza-scoring" consumer through the Worker's own queue handler, with the default (rubric) scorer:
// per-message acks, idempotency under redelivery, messages that can never succeed acknowledged rather than
// retried forever; and with a model configured, the bound on how long a failing provider keeps a motion
// pending (one retry 5 s later, the rubric on the second failure or once the message is 45 s old).

/** One message sent at `sentAt`, through `worker.queue`; deliver() always sends "now". */
async function deliverSentAt(motionId: string, sentAt: Date, workerEnv: Env) {
  const batch = createMessageBatch(SCORING, [{ id: "old-0", timestamp: sentAt, attempts: 1, body: { motionId } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, workerEnv, ctx);
  return getQueueResult(batch, ctx);
}

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

  it("retries a provider failure once, 5 s later, and scores with the rubric at once on the second", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const requests = fakeEndpoint(new TypeError("fetch failed")); // the configured LLM endpoint is unreachable
    const first = await deliver(SCORING, [{ body: { motionId: motion!.id } }], openAiEnv());
    expect(first.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: 5 }]);
    expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
    const second = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 2 }], openAiEnv());
    expect(second.explicitAcks).toEqual(["msg-0"]);
    expect(requests).toHaveLength(2);
    const stored = await readMotion(motion!.id);
    expect(stored).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(stored.aiExplanation).toMatch(/^Note:\n- .+ could not be reached or did not answer in time, so Plaza's rule-based rubric scored it instead\./);
  });

  it("scores a message older than 45 s with the rubric without asking the model", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const requests = fakeEndpoint(new TypeError("never called"));
    const result = await deliverSentAt(motion!.id, new Date(Date.now() - 50_000), openAiEnv());
    expect(result.explicitAcks).toEqual(["old-0"]);
    expect(requests).toHaveLength(0);
    expect(await readMotion(motion!.id)).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
  });

  it("backs off exponentially when scoring fails for another reason than the provider (D1)", async () => {
    const [motion] = await pendingMotions();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await whileScoringCannotBeStored(motion!.id, async () => {
      const result = await deliver(SCORING, [{ body: { motionId: motion!.id }, attempts: 3 }]);
      expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: retryDelaySeconds(3) }]);
      expect((await readMotion(motion!.id)).aiStatus).toBe("pending");
    });
  });
});
