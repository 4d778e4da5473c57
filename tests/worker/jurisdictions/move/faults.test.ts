import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { directory } from "../../../../worker/db/placement";
import { CopyInterrupted } from "../../../../worker/jurisdictions/move/copy";
import { moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { moveInProgress, readMove } from "../../../../worker/jurisdictions/move/state";
import { cityWithData, countOn, on, placed, tallies } from "../../support/moves";

// A move cut off mid-copy, and a copy that does not match its source (README.md, "Moving a jurisdiction").

const stateOf = async (id: string) => (await readMove(directory(env), id))?.state;
const motionsOn = (name: string, ids: string[]) => countOn(name, "motions", "id in (select value from json_each(?1))", JSON.stringify(ids));

describe("a move that does not go through at once", () => {
  it("is left copying by a crash mid-copy, writes wait, and running it again finishes without a row twice", async () => {
    const { city, motions } = await cityWithData();
    const ids = motions.map((m) => m.id);
    const crash = moveJurisdiction(env, city.slug, "shard-4", { pageRows: 2, failAfterBatches: 6 });
    await expect(crash).rejects.toBeInstanceOf(CopyInterrupted);
    expect(await stateOf(city.id)).toBe("copying");
    expect(await placed(city.id)).toBe("directory");
    expect(await moveInProgress(directory(env), city.id)).toBe(true);
    expect(await motionsOn("shard-4", ids)).toBeLessThan(3);

    const resumed = await moveJurisdiction(env, city.slug, "shard-4", { pageRows: 2 });
    expect(resumed.state).toBe("flipped");
    expect(resumed.report.verify!.ok).toBe(true);
    expect(await placed(city.id)).toBe("shard-4");
    expect(await moveInProgress(directory(env), city.id)).toBe(false);
    expect(await motionsOn("shard-4", ids)).toBe(3);
    expect(await tallies("shard-4", ids)).toEqual(await tallies("directory", ids));
    expect(await countOn("shard-4", "entities", "jurisdiction_id = ?1", city.id)).toBe(2);
  });

  it("fails verification when a target row was changed, and never flips", async () => {
    const { city, motions } = await cityWithData();
    const copied = await moveJurisdiction(env, city.slug, "shard-8", { until: "copied" });
    expect(copied.state).toBe("copying");
    const tampered = await on("shard-8")
      .prepare(
        `update votes set up = 1 - up where (motion_seq, member_num) =
          (select motion_seq, member_num from votes where motion_seq = (select seq from motions where id = ?1) limit 1)`,
      )
      .bind(motions[0]!.id)
      .run();
    expect(tampered.meta.changes).toBe(1);

    const outcome = await moveJurisdiction(env, city.slug, "shard-8");
    expect(outcome.state).toBe("failed");
    expect(outcome.report.verify!.ok).toBe(false);
    expect(outcome.report.verify!.tables.votes).toMatchObject({ equal: false, source: { rows: 9 }, target: { rows: 9 } });
    expect(outcome.report.verify!.tables.motions!.equal).toBe(true);
    expect(await stateOf(city.id)).toBe("failed");
    expect(JSON.parse((await readMove(directory(env), city.id))!.report)).toMatchObject({ verify: { ok: false } });
    expect(await placed(city.id)).toBe("directory");
    expect(await moveInProgress(directory(env), city.id)).toBe(false);

    // A new move starts from a clean target and goes through.
    const again = await moveJurisdiction(env, city.slug, "shard-8");
    expect(again.state).toBe("flipped");
    expect(await tallies("shard-8", motions.map((m) => m.id))).toEqual(await tallies("directory", motions.map((m) => m.id)));
  });
});
