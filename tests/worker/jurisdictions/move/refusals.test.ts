import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { directory } from "../../../../worker/db/placement";
import { cleanupMove, moveJurisdiction, MoveRefused } from "../../../../worker/jurisdictions/move/move";
import { moveInProgress, readMove } from "../../../../worker/jurisdictions/move/state";
import { insertJurisdiction, insertRegionWithCities } from "../../support/jurisdiction-factory";
import { insertMotion, insertPage } from "../../support/factories";
import { cityWithData, countOn, on, placed } from "../../support/moves";

// What the command will not do, and what a move covers (README.md, "Moving a jurisdiction").

const refused = (promise: Promise<unknown>, message: RegExp) => expect(promise).rejects.toThrow(expect.objectContaining({ name: MoveRefused.name, message: expect.stringMatching(message) }));

describe("moves the command refuses", () => {
  it("names what is wrong: an unknown slug or database, a district, the database it is on, a move in progress, a cleanup owed", async () => {
    const { city } = await cityWithData();
    await refused(moveJurisdiction(env, "no-such-place", "shard-2"), /No jurisdiction has the slug "no-such-place"/);
    const district = await insertJurisdiction("district", city);
    await refused(moveJurisdiction(env, district.slug, "shard-2"), new RegExp(`${district.slug} is a district: it lives on its city's database. Move the city \\(${city.slug}\\)`));
    expect(await placed(district.id)).toBe("directory");
    await refused(moveJurisdiction(env, city.slug, "shard-9"), /"shard-9" is not a database/);
    await refused(moveJurisdiction(env, city.slug, "directory"), /is already on directory/);
    await refused(cleanupMove(env, city.slug), /no flipped move to clean up \(never moved\)/);

    await moveJurisdiction(env, city.slug, "shard-2", { until: "copied" });
    await refused(moveJurisdiction(env, city.slug, "shard-3"), /A move of .* to shard-2 is in progress \(copying\)/);
    const region = city.parentId!;
    const regionSlug = (await on("directory").prepare("select slug from jurisdictions where id = ?1").bind(region).first<{ slug: string }>())!.slug;
    await refused(moveJurisdiction(env, regionSlug, "shard-3"), /above or below/);
    await refused(cleanupMove(env, city.slug), /no flipped move to clean up \(copying\)/);

    expect((await moveJurisdiction(env, city.slug, "shard-2")).state).toBe("flipped");
    await refused(moveJurisdiction(env, city.slug, "shard-3"), /not cleaned up yet/);
    await cleanupMove(env, city.slug);
    await refused(cleanupMove(env, city.slug), /no flipped move to clean up \(cleaned\)/);
  });

  it("waits for a hot motion to cool down: its votes are still in its object", async () => {
    const { city, motions } = await cityWithData();
    await on("directory").prepare("update motions set hot_since = ?2 where id = ?1").bind(motions[1]!.id, Date.now()).run();
    await refused(moveJurisdiction(env, city.slug, "shard-2"), new RegExp(`Motion ${motions[1]!.id} is hot`));
    expect(await placed(city.id)).toBe("directory");
    expect(await readMove(directory(env), city.id)).toBeNull();

    // Hot after the copy (a deploy whose writes do not wait yet): the move fails before any flip.
    await on("directory").prepare("update motions set hot_since = null").run();
    await moveJurisdiction(env, city.slug, "shard-2", { until: "copied" });
    await on("directory").prepare("update motions set hot_since = ?2 where id = ?1").bind(motions[0]!.id, Date.now()).run();
    await refused(moveJurisdiction(env, city.slug, "shard-2"), new RegExp(`Motion ${motions[0]!.id} is hot`));
    expect((await readMove(directory(env), city.id))!.state).toBe("failed");
    expect(await placed(city.id)).toBe("directory");
  });
});

describe("what a move covers", () => {
  it("holds writes in the subtree only while copying or verifying", async () => {
    const { city } = await cityWithData();
    const district = await insertJurisdiction("district", city);
    const { cityA: neighbour } = await insertRegionWithCities();
    await moveJurisdiction(env, city.slug, "shard-5", { until: "copied" });
    expect(await moveInProgress(directory(env), city.id)).toBe(true);
    expect(await moveInProgress(directory(env), district.id)).toBe(true);
    expect(await moveInProgress(directory(env), city.parentId!)).toBe(false);
    expect(await moveInProgress(directory(env), neighbour.id)).toBe(false);
    await moveJurisdiction(env, city.slug, "shard-5");
    expect(await moveInProgress(directory(env), district.id)).toBe(false);
    expect(await placed(district.id)).toBe("shard-5");
  });

  it("leaves a descendant placed on its own database where it is", async () => {
    const { region, cityA, cityB } = await insertRegionWithCities();
    const [pageA, pageB] = [await insertPage({ jurisdictionId: cityA.id }), await insertPage({ jurisdictionId: cityB.id })];
    await insertMotion(pageA.id);
    await insertMotion(pageB.id);
    expect((await moveJurisdiction(env, cityA.slug, "shard-6")).state).toBe("flipped");
    await cleanupMove(env, cityA.slug);

    const outcome = await moveJurisdiction(env, region.slug, "shard-1");
    expect(outcome.state).toBe("flipped");
    expect(outcome.report.jurisdictions).toEqual([region.id, cityB.id]);
    expect(await placed(cityB.id)).toBe("shard-1");
    expect(await placed(cityA.id)).toBe("shard-6");
    expect(await countOn("shard-1", "entities", "id in (?1, ?2)", pageA.id, pageB.id)).toBe(1);
    expect(await countOn("shard-6", "entities", "id = ?1", pageA.id)).toBe(1);
  });
});
