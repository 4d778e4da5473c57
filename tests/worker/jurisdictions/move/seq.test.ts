import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { cityWithData, on, tallies } from "../../support/moves";

// A motion's seq is its database's own number (migration 0025), and votes are keyed by it: a shard that
// already holds another city's motions has those numbers taken (README.md, "Moving a jurisdiction").

const seqsOn = async (name: string, ids: string[]) =>
  (await on(name).prepare("select seq from motions where id in (select value from json_each(?1))").bind(JSON.stringify(ids)).all<{ seq: number }>()).results.map(
    (r) => r.seq,
  );

describe("moving onto a shard that holds another city", () => {
  it("gives the moved motions new seqs there and points every vote at the right motion", async () => {
    // Made first in this file, so its motions hold the directory's first seqs; the other city then moves to
    // shard-7 and takes the same numbers there.
    const moving = await cityWithData();
    const resident = await cityWithData();
    const movingIds = moving.motions.map((m) => m.id);
    const residentIds = resident.motions.map((m) => m.id);
    expect((await moveJurisdiction(env, resident.city.slug, "shard-7")).state).toBe("flipped");
    const taken = await seqsOn("shard-7", residentIds);
    expect(await seqsOn("directory", movingIds)).toEqual(expect.arrayContaining(taken));
    const residentBefore = await tallies("shard-7", residentIds);

    const outcome = await moveJurisdiction(env, moving.city.slug, "shard-7");
    expect(outcome.state).toBe("flipped");
    expect((await seqsOn("shard-7", movingIds)).some((seq) => taken.includes(seq))).toBe(false);
    // Counts per motion equal its vote rows on the target, as on the source; the resident city is unchanged.
    const moved = await tallies("shard-7", movingIds);
    expect(moved).toEqual(await tallies("directory", movingIds));
    for (const t of moved) expect([t.up_rows, t.down_rows]).toEqual([t.up_count, t.down_count]);
    expect(await tallies("shard-7", residentIds)).toEqual(residentBefore);
    // And each member's vote is on the motion it was cast on, by id.
    const byId = (name: string) =>
      on(name)
        .prepare(
          `select m.id, v.member_num, v.up, v.cast_at from votes v join motions m on m.seq = v.motion_seq
            where m.id in (select value from json_each(?1)) order by m.id, v.member_num`,
        )
        .bind(JSON.stringify(movingIds))
        .all();
    expect((await byId("shard-7")).results).toEqual((await byId("directory")).results);
  });
});
