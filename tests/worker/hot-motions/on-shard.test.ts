import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motions, users } from "../../../worker/db/schema";
import { db, insertMember } from "../support/factories";
import { alarmsUntil, objectOf } from "../support/hot-motions";
import { countOn, tallies } from "../support/moves";
import { cityOn } from "../support/placed-city";
import { dbOn, memberWithCardOn, motionOn, motionRowOn } from "../support/shard-motions";

// A hot motion of a city on a shard (README.md, "Hot motions" and "Databases", routing by placement): its
// object finds the motion's database on the directory, takes the motion there, flushes every vote there with
// counts equal to the vote rows, and writes a voter's card itself when the route did not; the directory gets
// no vote. Driven through the object, as the vote route does once it has the motion's database.

/** A motion on shard-3 made hot a minute ago (so its object may leave once all is flushed). */
async function hotMotionOnShard() {
  const { pages } = await cityOn("shard-3");
  return motionOn("shard-3", pages[0]!.id, { aiStatus: "scored", aiScore: 60, hotSince: Date.now() - 60_000 });
}

describe("a hot motion on a shard", () => {
  it("flushes its votes to shard-3 with counts equal to the vote rows, and a missing card is written, not the vote lost", async () => {
    const motion = await hotMotionOnShard();
    const carded = await Promise.all(Array.from({ length: 6 }, () => memberWithCardOn("shard-3")));
    const cardless = await Promise.all(Array.from({ length: 3 }, () => insertMember()));
    const object = objectOf(motion.id);
    const answers = [];
    for (const [i, m] of [...carded, ...cardless].entries()) answers.push(await object.vote(motion.id, m.id, i % 3 === 2 ? "down" : "up"));
    expect(answers.at(-1)).toMatchObject({ up: 6, down: 3 });
    // The fast path's copy of the motion is read on shard-3 too.
    const shown = await object.voteShown(motion.id, carded[0]!.id, "up"); // the same vote again: withdrawn
    expect(shown).toMatchObject({ vote: null, up: 5, down: 3, motion: { motion: { id: motion.id } } });

    await alarmsUntil(motion.id, async () => (await object.pending()) === 0);
    expect(await tallies("shard-3", [motion.id])).toEqual([{ id: motion.id, up_count: 5, down_count: 3, up_rows: 5, down_rows: 3 }]);
    for (const m of cardless) {
      const [row] = await db().select({ num: users.num, activity: users.activityDatabases }).from(users).where(eq(users.id, m.id));
      const [card] = await dbOn("shard-3").select({ num: users.num }).from(users).where(eq(users.id, m.id));
      expect(card).toEqual({ num: row!.num });
      expect(row!.activity).toContain("shard-3");
    }
    const voters = JSON.stringify([...carded, ...cardless].map((m) => m.id));
    expect(await countOn("directory", "votes", "member_num in (select num from users where id in (select value from json_each(?1)))", voters)).toBe(0);

    // Everything flushed and the rush over: the object hands the motion back on shard-3.
    await alarmsUntil(motion.id, async () => (await motionRowOn("shard-3", motion.id))!.hotSince === null);
    expect(await countOn("directory", "motions", "id = ?1", motion.id)).toBe(0);
  });

  it("answers null for a motion its shard no longer has hot, and for one the directory does not know", async () => {
    const motion = await hotMotionOnShard();
    await dbOn("shard-3").update(motions).set({ hotSince: null }).where(eq(motions.id, motion.id));
    const voter = await memberWithCardOn("shard-3");
    expect(await objectOf(motion.id).vote(motion.id, voter.id, "up")).toBeNull();
    const unknown = crypto.randomUUID();
    expect(await objectOf(unknown).vote(unknown, voter.id, "up")).toBeNull();
    expect(await objectOf(unknown).voteShown(unknown, voter.id, "up")).toBeNull();
  });
});
