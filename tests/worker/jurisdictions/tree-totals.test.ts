import { NATION_ID, insertJurisdiction, insertRegionWithCities, readJurisdiction } from "../support/jurisdiction-factory";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motions, pages } from "../../../worker/db/schema";
import { castVote, db, insertMember, insertMotion, insertPage } from "../support/factories";


// The triggers of migration 0022: a motion copies its page's region and city, and every jurisdiction from the
// page's own up to the nation counts its pages, motions, votes and answered motions, whatever writes them.

const totals = async (id: string) => {
  const row = await readJurisdiction(id);
  return { pages: row.pageCount, motions: row.motionCount, votes: row.voteCount, answered: row.answeredCount };
};

describe("jurisdiction totals and a motion's region and city", () => {
  it("copies the page's region and city onto its motions, and counts them up the tree only", async () => {
    const { region, cityA, cityB } = await insertRegionWithCities();
    const district = await insertJurisdiction("district", cityA);
    const nationBefore = await totals(NATION_ID);
    const page = await insertPage({ jurisdictionId: district.id });
    const motion = await insertMotion(page.id, { up: 2, down: 1 });

    const [stored] = await db().select().from(motions).where(eq(motions.id, motion.id));
    expect({ region: stored!.regionId, city: stored!.cityId }).toEqual({ region: region.id, city: cityA.id });
    for (const id of [district.id, cityA.id, region.id]) expect(await totals(id)).toEqual({ pages: 1, motions: 1, votes: 3, answered: 0 });
    expect(await totals(cityB.id)).toEqual({ pages: 0, motions: 0, votes: 0, answered: 0 });
    expect(await totals(NATION_ID)).toEqual({ ...nationBefore, pages: nationBefore.pages + 1, motions: nationBefore.motions + 1, votes: nationBefore.votes + 3 });
  });

  it("follows votes and first answers, and forgets a deleted motion", async () => {
    const { region, cityA } = await insertRegionWithCities();
    const page = await insertPage({ jurisdictionId: cityA.id });
    const motion = await insertMotion(page.id);
    await castVote(motion.id, (await insertMember()).id, "up");
    await castVote(motion.id, (await insertMember()).id, "down");
    await db().update(motions).set({ answeredAt: new Date() }).where(eq(motions.id, motion.id));
    // A second update of an answered motion is not a second answer.
    await db().update(motions).set({ answeredAt: new Date(Date.now() + 1000) }).where(eq(motions.id, motion.id));
    expect(await totals(cityA.id)).toEqual({ pages: 1, motions: 1, votes: 2, answered: 1 });
    expect(await totals(region.id)).toEqual({ pages: 1, motions: 1, votes: 2, answered: 1 });

    await db().delete(motions).where(eq(motions.id, motion.id));
    expect(await totals(cityA.id)).toEqual({ pages: 1, motions: 0, votes: 0, answered: 0 });
  });

  it("moves a page's motions and totals with the page", async () => {
    const { cityA, cityB } = await insertRegionWithCities();
    const other = await insertJurisdiction("city", await insertJurisdiction("region"));
    const page = await insertPage({ jurisdictionId: cityA.id });
    await insertMotion(page.id, { up: 4 });
    await insertMotion(page.id, { answeredAt: new Date() });

    await db().update(pages).set({ jurisdictionId: other.id }).where(eq(pages.id, page.id));
    expect(await totals(cityA.id)).toEqual({ pages: 0, motions: 0, votes: 0, answered: 0 });
    expect(await totals(other.id)).toEqual({ pages: 1, motions: 2, votes: 4, answered: 1 });
    const moved = await db().select({ city: motions.cityId, region: motions.regionId }).from(motions).where(eq(motions.pageId, page.id));
    expect(moved).toEqual([
      { city: other.id, region: other.regionId },
      { city: other.id, region: other.regionId },
    ]);
    expect(await totals(cityB.id)).toEqual({ pages: 0, motions: 0, votes: 0, answered: 0 });
  });

  it("keeps the nation's totals equal to the site's own counters", async () => {
    const page = await insertPage();
    await insertMotion(page.id, { up: 3, down: 2 });
    const [site] = await db().all<{ pages: number; motions: number; votes: number }>(sql`select pages, motions, votes from site_counters where id = 1`);
    const nation = await totals(NATION_ID);
    expect({ pages: nation.pages, motions: nation.motions, votes: nation.votes }).toEqual(site);
  });
});
