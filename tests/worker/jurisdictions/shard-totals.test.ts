import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { refreshShardTotals } from "../../../worker/jurisdictions/shard-totals";
import { cleanupMove, moveJurisdiction } from "../../../worker/jurisdictions/move/move";
import { cityWithData } from "../support/moves";
import { api, okJson } from "../support/client";
import { insertMotion, signedInMember } from "../support/factories";
import { readJurisdiction } from "../support/jurisdiction-factory";
import { submittedOn } from "../support/placed-city";

// The directory's jurisdiction totals count what the other databases hold (README.md, "Databases", totals):
// after the minute's refresh a city on shard-3 shows its motions and votes on its home, its region and the
// nation count them too, and a second refresh adds nothing.

const counts = async (id: string) => {
  const row = await readJurisdiction(id);
  return { motions: row.motionCount, votes: row.voteCount };
};

describe("totals over databases", () => {
  it("adds a shard's motions and votes to the directory's rows, once", async () => {
    const { city, motion } = await submittedOn("shard-3");
    const voter = await signedInMember();
    await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion._id } }));
    const [region, nation] = [city.parentId!, (await readJurisdiction(city.parentId!)).parentId!];
    const before = { city: await counts(city.id), region: await counts(region), nation: await counts(nation) };
    const site = await okJson(await api().stats.$get());
    await refreshShardTotals(env);
    const after = { city: await counts(city.id), region: await counts(region), nation: await counts(nation) };
    expect(after.city).toEqual({ motions: before.city.motions + 1, votes: before.city.votes + 1 });
    expect(after.region).toEqual({ motions: before.region.motions + 1, votes: before.region.votes + 1 });
    expect(after.nation.motions).toBeGreaterThanOrEqual(before.nation.motions + 1);
    expect(await okJson(await api().stats.$get())).toMatchObject({ motions: site.motions + 1, votes: site.votes + 1 });
    await refreshShardTotals(env);
    expect(await counts(city.id)).toEqual(after.city);
    const home = await okJson(await api().jurisdictions[":slug"].$get({ param: { slug: city.slug } }));
    expect(home.stats).toMatchObject({ motions: after.city.motions, votes: after.city.votes });
  });
});

describe("totals while a city is moved", () => {
  it("count the moved city once from its first copy to its cleanup, from the directory and between shards, the site's figures too", async () => {
    const { city, pages } = await cityWithData();
    // A hidden motion counts in the city's totals, not in the site's figures (public motions only).
    await insertMotion(pages[0]!.id, { moderationState: "hidden", hiddenReason: "spam" });
    const ids = [city.id, city.parentId!, (await readJurisdiction(city.parentId!)).parentId!];
    const all = async () => ({ rows: await Promise.all(ids.map(counts)), site: await okJson(await api().stats.$get()) });
    await refreshShardTotals(env);
    const settled = await all();
    expect(settled.rows[0]).toEqual({ motions: 4, votes: 9 });

    for (const step of [
      () => moveJurisdiction(env, city.slug, "shard-4"),
      () => cleanupMove(env, city.slug),
      () => moveJurisdiction(env, city.slug, "shard-5"),
      () => cleanupMove(env, city.slug),
    ]) {
      await step();
      await refreshShardTotals(env);
      expect(await all()).toEqual(settled);
    }
  });
});
