import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { FREQUENT } from "../../../worker/cron/schedules";
import { motions } from "../../../worker/db/schema";
import { directory } from "../../../worker/db/placement";
import { db, insertPage } from "../support/factories";
import { countOn } from "../support/moves";
import { cityOn } from "../support/placed-city";
import { recordingQueue } from "../support/queue";
import { motionOn, motionRowOn, whileMoving } from "../support/shard-motions";

// The 5-minute sweep walks every database for motions stuck pending (README.md, "Sweeps" and "Databases"):
// pending motions live wherever their city is placed. A motion on shard-3 is sent to the queue again, or scored
// there with the fallback; a copy a move left on the old database is not scored there; nothing is scored while
// its city moves; old copies never crowd out a database's own stuck motions.

const MINUTE = 60_000;

const sweep = async (bindings: Env = env) => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: FREQUENT, scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
};

const sentIds = (sent: { body: unknown }[]) => sent.map((s) => (s.body as { motionId?: string }).motionId);

describe("the 5-minute sweep across databases", () => {
  it("sends a motion pending for minutes on shard-3 to the queue again, which scores it there", async () => {
    const { pages } = await cityOn("shard-3");
    const lost = await motionOn("shard-3", pages[0]!.id, { createdAt: new Date(Date.now() - 10 * MINUTE) });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await sweep({ ...env, SCORING_QUEUE: queue });
    expect(sentIds(sent)).toContain(lost.id);
    await vi.waitFor(async () => expect((await motionRowOn("shard-3", lost.id))!.aiStatus).toBe("scored"), { timeout: 10_000, interval: 100 });
  });

  it("scores a motion pending for long on shard-3 with the fallback, there, and catalogues it as shard-3's", async () => {
    const { pages } = await cityOn("shard-3");
    const motion = await motionOn("shard-3", pages[1]!.id, { createdAt: new Date(Date.now() - 40 * MINUTE) });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await sweep({ ...env, SCORING_QUEUE: queue });
    expect(sentIds(sent)).not.toContain(motion.id);
    expect((await motionRowOn("shard-3", motion.id))!.aiStatus).toBe("scored");
    expect(await countOn("directory", "motion_catalogue", "id = ?1 and database = 'shard-3'", motion.id)).toBe(1);
  });

  it("leaves a copy on a database that is not the motion's own, and a motion whose city moves", async () => {
    const { city, pages } = await cityOn("shard-3");
    const old = new Date(Date.now() - 40 * MINUTE);
    // Left on the directory by a move until its cleanup: the directory indexes it, on its page, now on shard-3.
    const [leftover] = await db().insert(motions).values({ id: crypto.randomUUID(), pageId: pages[0]!.id, text: "A copy a move left behind.", createdAt: old }).returning();
    const moving = await motionOn("shard-3", pages[1]!.id, { createdAt: old });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await whileMoving(city.id, () => sweep({ ...env, SCORING_QUEUE: queue }));
    expect(sentIds(sent)).not.toContain(leftover!.id);
    expect(sentIds(sent)).not.toContain(moving.id);
    expect((await motionRowOn("directory", leftover!.id))!.aiStatus).toBe("pending");
    expect((await motionRowOn("shard-3", moving.id))!.aiStatus).toBe("pending");
    await sweep({ ...env, SCORING_QUEUE: queue }); // the move is over: its own database's motion is scored
    expect((await motionRowOn("shard-3", moving.id))!.aiStatus).toBe("scored");
    expect((await motionRowOn("directory", leftover!.id))!.aiStatus).toBe("pending");
  });

  it("never lets a move's old copies take a database's places in the sweep", async () => {
    const { pages } = await cityOn("shard-3");
    const old = Date.now() - 40 * MINUTE;
    // More copies left on the directory than one sweep takes from it, all older than the directory's own.
    await directory(env)
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
         INSERT INTO motions (id, entity_id, text, created_at) SELECT lower(hex(randomblob(16))), ?1, 'A copy a move left behind, number ' || i, ?2 - i FROM n`,
      )
      .bind(pages[0]!.id, old)
      .run();
    const own = await motionOn("directory", (await insertPage()).id, { createdAt: new Date(Date.now() - 10 * MINUTE) });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await sweep({ ...env, SCORING_QUEUE: queue });
    expect(sentIds(sent)).toContain(own.id);
  });
});
