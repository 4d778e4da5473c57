import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../../../worker/queue/batch";

// What the consumers share: the backoff rule for a retried message.

describe("retryDelaySeconds", () => {
  it("grows the retry delay from 10 s, doubling, capped at 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 300, 300]);
  });
});
