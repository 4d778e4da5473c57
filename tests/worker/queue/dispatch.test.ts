import { afterEach, describe, expect, it, vi } from "vitest";
import { deliver } from "../support/queue";

// The Worker's `queue` export hands each batch to the consumer of its queue; the consumers have their own
// tests (scoring-consumer, dead-letter-consumer, image-cleanup-consumer).

afterEach(() => vi.restoreAllMocks());

describe("queue dispatch", () => {
  it("retries, rather than silently acknowledges, a batch from a queue it does not know", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await deliver("plaza-something-else", [{ body: { motionId: "x" } }]);
    expect(result.retryBatch.retry).toBe(true);
    expect(result.explicitAcks).toEqual([]);
    expect(error.mock.calls[0]![0]).toContain('"event":"unknown-queue"');
  });
});
