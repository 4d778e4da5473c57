import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cleanupMove, moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { readMove } from "../../../../worker/jurisdictions/move/state";
import { directory } from "../../../../worker/db/placement";
import { cityWithData, countOn, on, placed, tallies } from "../../support/moves";

// Moving a city from the directory to a shard and back (README.md, "Moving a jurisdiction").

const subtreeCounts = async (name: string, cityId: string) => ({
  pages: await countOn(name, "entities", "jurisdiction_id = ?1", cityId),
  motions: await countOn(name, "motions", "entity_id in (select id from entities where jurisdiction_id = ?1)", cityId),
  votes: await countOn(name, "votes", "motion_seq in (select seq from motions where entity_id in (select id from entities where jurisdiction_id = ?1))", cityId),
  follows: await countOn(name, "follows", "entity_id in (select id from entities where jurisdiction_id = ?1)", cityId),
  updates: await countOn(name, "motion_updates", "motion_id in (select id from motions where entity_id in (select id from entities where jurisdiction_id = ?1))", cityId),
  reports: await countOn(name, "reports", "motion_id in (select id from motions where entity_id in (select id from entities where jurisdiction_id = ?1))", cityId),
  cityFollows: await countOn(name, "jurisdiction_follows", "jurisdiction_id = ?1", cityId),
});

describe("moving a city to a shard", () => {
  it("copies everything, verifies it, flips the placement, and cleanup removes exactly the old copy", async () => {
    const { city, word, motions } = await cityWithData();
    const other = await cityWithData();
    const before = await subtreeCounts("directory", city.id);
    expect(before).toEqual({ pages: 2, motions: 3, votes: 9, follows: 2, updates: 1, reports: 1, cityFollows: 1 });

    const outcome = await moveJurisdiction(env, city.slug, "shard-3");
    expect(outcome.state).toBe("flipped");
    expect(outcome.report.verify!.ok).toBe(true);
    for (const [table, { source, target, equal }] of Object.entries(outcome.report.verify!.tables)) {
      expect({ table, equal, rows: target.rows, checksum: target.checksum }).toEqual({ table, equal: true, rows: source.rows, checksum: source.checksum });
    }
    expect(outcome.report.verify!.tables.votes!.target.rows).toBe(9);
    expect(await placed(city.id)).toBe("shard-3");
    expect(await placed(other.city.id)).toBe("directory");
    expect(await subtreeCounts("shard-3", city.id)).toEqual(before);
    expect(await tallies("shard-3", motions.map((m) => m.id))).toEqual(await tallies("directory", motions.map((m) => m.id)));

    // The city's totals on the target are the triggers' own count of what arrived, equal to the source's.
    const totals = "select page_count, motion_count, vote_count, answered_count, follower_count from jurisdictions where id = ?1";
    expect(await on("shard-3").prepare(totals).bind(city.id).first()).toEqual(await on("directory").prepare(totals).bind(city.id).first());

    // Search on the target finds the moved motions by a word only they use.
    const found = await on("shard-3").prepare("select count(*) as n from motions_fts where motions_fts match ?1").bind(word).first<{ n: number }>();
    expect(found!.n).toBe(3);

    // The directory keeps its copy until cleanup; cleanup removes it and nothing of the other city.
    expect(await subtreeCounts("directory", city.id)).toEqual(before);
    const otherBefore = await subtreeCounts("directory", other.city.id);
    const cleaned = await cleanupMove(env, city.slug);
    expect(cleaned.state).toBe("cleaned");
    // The directory keeps every page's row (README.md, "Routing by placement").
    expect(await subtreeCounts("directory", city.id)).toEqual({ pages: 2, motions: 0, votes: 0, follows: 0, updates: 0, reports: 0, cityFollows: 0 });
    expect(await subtreeCounts("directory", other.city.id)).toEqual(otherBefore);
    expect(await subtreeCounts("shard-3", city.id)).toEqual(before);
    expect(await countOn("directory", "jurisdictions", "id = ?1", city.id)).toBe(1);
    expect((await readMove(directory(env), city.id))!.state).toBe("cleaned");
  });

  it("moves back to the directory, and from one shard to another, the same way", async () => {
    const { city, motions } = await cityWithData();
    const ids = motions.map((m) => m.id);
    const original = await tallies("directory", ids);
    expect((await moveJurisdiction(env, city.slug, "shard-5")).state).toBe("flipped");
    await cleanupMove(env, city.slug);
    expect((await moveJurisdiction(env, city.slug, "shard-6")).state).toBe("flipped");
    await cleanupMove(env, city.slug);
    expect(await countOn("shard-5", "motions", "id in (select value from json_each(?1))", JSON.stringify(ids))).toBe(0);
    const back = await moveJurisdiction(env, city.slug, "directory");
    expect(back).toMatchObject({ state: "flipped", from: "shard-6", to: "directory" });
    await cleanupMove(env, city.slug);
    expect(await placed(city.id)).toBe("directory");
    expect(await tallies("directory", ids)).toEqual(original);
    expect(await countOn("shard-6", "motions", "id in (select value from json_each(?1))", JSON.stringify(ids))).toBe(0);
  });
});
