import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, okJson } from "../support/client";
import { insertPage, signedInMember } from "../support/factories";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";

// POST /api/idea/add when the scoring queue refuses the message. The motion is already stored, so the member
// still gets 202; after the response the Worker retries the send, and if the queue stays down it scores the
// motion itself with the rubric, so nothing is left pending for good. The Worker runs here with a queue
// binding that fails (the only fake), and the client waits for its after-response work (ctx.waitUntil).

afterEach(() => vi.restoreAllMocks());

/** A queue producer that fails the first `failures` sends (all of them by default) and records each body. */
const flakyQueue = (failures = Infinity) => {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => {
      sent.push(body);
      if (sent.length <= failures) throw new Error("Queue send failed: service unavailable");
    },
    sendBatch: async () => {},
  } as unknown as Queue;
  return { queue, sent };
};

/** Submits through the app with the given queue (waiting for its waitUntil work), then reads the motion back. */
const submitWith = async (queue: Queue) => {
  const page = await insertPage({ name: "Harbor Streets", description: "Streets, bike lanes and crossings of the harbor." });
  const { auth } = await signedInMember();
  const json = { entityId: page.id, userIdea: "Add a protected bike lane on Harbor Street by next spring." };
  const res = await api(auth, { ...env, SCORING_QUEUE: queue }).idea.add.$post({ json });
  const status = res.status;
  const { motion } = await okJson(res, 202);
  const after = await okJson(await api().idea[":id"].$get({ param: { id: motion._id } }));
  return { status, motion, after: after.motion };
};

describe("POST /api/idea/add when the scoring queue fails", () => {
  it("still answers 202 with the pending motion, and scores it with the rubric when the queue stays down", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { queue, sent } = flakyQueue();
    const { status, motion, after } = await submitWith(queue);
    expect(status).toBe(202);
    expect(motion.aiStatus).toBe("pending");
    // The first send and two retries, all with the same message.
    expect(sent).toEqual([{ motionId: motion._id }, { motionId: motion._id }, { motionId: motion._id }]);
    expect(after).toMatchObject({ _id: motion._id, aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(after.aiScore).toBeGreaterThan(0);
    expect(errors.mock.calls.some(([line]) => String(line).includes("scoring-queue-send-failed"))).toBe(true);
  });

  it("leaves the motion to the queue when a retry gets through", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { queue, sent } = flakyQueue(1);
    const { status, motion, after } = await submitWith(queue);
    expect(status).toBe(202);
    expect(sent).toEqual([{ motionId: motion._id }, { motionId: motion._id }]);
    // Queued on the second try: the consumer will score it, so nothing is scored inline.
    expect(after).toMatchObject({ _id: motion._id, aiStatus: "pending", aiModel: null });
  });

  it("does no after-response work when the first send succeeds", async () => {
    const { queue, sent } = flakyQueue(0);
    const { status, motion, after } = await submitWith(queue);
    expect(status).toBe(202);
    expect(sent).toEqual([{ motionId: motion._id }]);
    expect(after.aiStatus).toBe("pending");
  });
});
