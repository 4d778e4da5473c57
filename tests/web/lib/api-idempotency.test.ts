import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER, idempotencyMessages } from "@contract/idempotency";
import { castVote, addMotion } from "../../../web/src/features/motions/api/motion-calls";
import { stubApi } from "../support/stub-api";

// One press, one action: submit and vote calls carry an Idempotency-Key, and when the answer is lost they
// are sent again with the same key (the Worker then repeats its first answer instead of acting twice).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const keysOf = (server: ReturnType<typeof stubApi>) => server.calls.map((c) => c.headers.get(IDEMPOTENCY_HEADER));

describe("idempotent writes from the web app", () => {
  it("sends a fresh key with each press", async () => {
    const server = stubApi(() => ({ body: { idea: {}, message: "Upvote recorded." } }));
    await castVote("up", "motion-1");
    await castVote("up", "motion-1");
    const [first, second] = keysOf(server);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it("re-sends a submission whose answer was lost with the same key, and shows the answer that came", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const server = stubApi(() => {
      attempts++;
      if (attempts === 1) throw new TypeError("Failed to fetch");
      if (attempts === 2) return { status: 409, body: { message: idempotencyMessages.inProgress } };
      return { status: 202, body: { message: "Motion submitted.", motion: { _id: "m1" } } };
    });
    const answer = addMotion("page-1", "Plant shade trees along every school route in the Eastside.");
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ message: "Motion submitted.", motion: { _id: "m1" } });
    const keys = keysOf(server);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(server.calls[0]!.url.pathname).toBe("/api/idea/add");
  });

  it("does not re-send a refusal the server gave (the press failed, nothing to repeat)", async () => {
    const server = stubApi(() => ({ status: 409, body: { message: "Voting on this motion is paused while moderators review it." } }));
    await expect(castVote("down", "motion-1")).rejects.toMatchObject({ status: 409 });
    expect(server.calls).toHaveLength(1);
  });

  it("gives up after three lost answers with the connection message", async () => {
    vi.useFakeTimers();
    const server = stubApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const answer = castVote("up", "motion-1");
    const outcome = expect(answer).rejects.toMatchObject({ status: 0 });
    await vi.runAllTimersAsync();
    await outcome;
    expect(server.calls).toHaveLength(3);
  });
});
