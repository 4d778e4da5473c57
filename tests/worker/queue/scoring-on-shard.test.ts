import { describe, expect, it, vi } from "vitest";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import { countOn } from "../support/moves";
import { cityOn } from "../support/placed-city";
import { deliver, DLQ, SCORING } from "../support/queue";
import { memberWithCardOn, motionOn, motionRowOn, whileMoving } from "../support/shard-motions";

// The scoring consumers read and write a motion on its own database (README.md, "Databases", routing by
// placement): a motion of a city on shard-3 is scored there, its author notified there, its card written to
// the directory's catalogue; a motion the directory does not know, or whose city is moving, is acknowledged
// and left pending, never retried for ever.

describe("scoring a motion on a shard", () => {
  it("scores it on shard-3, notifies its author there, and lists it in the catalogue as shard-3's", async () => {
    const { pages } = await cityOn("shard-3");
    const author = await memberWithCardOn("shard-3");
    const motion = await motionOn("shard-3", pages[0]!.id, { authorId: author.id });
    const result = await deliver(SCORING, [{ body: { motionId: motion.id } }]);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    const stored = await motionRowOn("shard-3", motion.id);
    expect(stored).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(stored!.aiScore).toBeGreaterThan(0);
    expect(await countOn("directory", "motions", "id = ?1", motion.id)).toBe(0);
    expect(await countOn("shard-3", "notifications", "motion_id = ?1 and user_id = ?2 and kind = 'scored'", motion.id, author.id)).toBe(1);
    expect(await countOn("directory", "notifications", "motion_id = ?1", motion.id)).toBe(0);
    expect(await countOn("directory", "motion_catalogue", "id = ?1 and database = 'shard-3' and ai_rank = ?2", motion.id, stored!.aiScore)).toBe(1);
  });

  it("scores a dead letter with the fallback on shard-3", async () => {
    const { pages } = await cityOn("shard-3");
    const motion = await motionOn("shard-3", pages[1]!.id);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await deliver(DLQ, [{ body: { motionId: motion.id } }]);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(await motionRowOn("shard-3", motion.id)).toMatchObject({ aiStatus: "scored", aiModel: RUBRIC_MODEL });
    vi.restoreAllMocks();
  });

  it("acknowledges a motion the directory does not know, on either queue, and leaves it pending", async () => {
    const { pages } = await cityOn("shard-3");
    const motion = await motionOn("shard-3", pages[0]!.id, { indexed: false });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const queue of [SCORING, DLQ]) {
      const result = await deliver(queue, [{ body: { motionId: motion.id } }]);
      expect(result.explicitAcks).toEqual(["msg-0"]);
      expect(result.retryMessages).toEqual([]);
    }
    expect((await motionRowOn("shard-3", motion.id))!.aiStatus).toBe("pending");
    vi.restoreAllMocks();
  });

  it("writes nothing while the motion's city moves, and acknowledges (the sweep sends it again later)", async () => {
    const { city, pages } = await cityOn("shard-3");
    const motion = await motionOn("shard-3", pages[0]!.id);
    vi.spyOn(console, "info").mockImplementation(() => {});
    const results = await whileMoving(city.id, async () => [await deliver(SCORING, [{ body: { motionId: motion.id } }]), await deliver(DLQ, [{ body: { motionId: motion.id } }])]);
    for (const result of results) expect(result.explicitAcks).toEqual(["msg-0"]);
    expect((await motionRowOn("shard-3", motion.id))!.aiStatus).toBe("pending");
    await deliver(SCORING, [{ body: { motionId: motion.id } }]);
    expect((await motionRowOn("shard-3", motion.id))!.aiStatus).toBe("scored");
    vi.restoreAllMocks();
  });
});
