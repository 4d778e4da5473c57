import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FIRST_CITY_ID } from "../../../../worker/db/schema";
import { moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { firstCityRow, renameSlug } from "../../support/jurisdiction-factory";
import { insertMotion, insertPage } from "../../support/factories";
import { on } from "../../support/moves";

// Every database holds migration 0022's first nation, region and city under their first slugs; an admin
// renames them on the directory only. A move of that city brings the target's rows up to date, or the
// verification would (rightly) find them different (README.md, "Moving a jurisdiction").

describe("moving the migration's first city", () => {
  it("overwrites the target's stale copy of the tree rows and verifies", async () => {
    const renamed = await renameSlug(await firstCityRow(), "first-harbour");
    await insertMotion((await insertPage({ jurisdictionId: FIRST_CITY_ID })).id);
    const before = await on("shard-2").prepare("select slug from jurisdictions where id = ?1").bind(FIRST_CITY_ID).first<{ slug: string }>();
    expect(before!.slug).toBe("city");

    const outcome = await moveJurisdiction(env, renamed.slug, "shard-2");
    expect(outcome.state).toBe("flipped");
    const after = await on("shard-2").prepare("select slug, page_count, motion_count from jurisdictions where id = ?1").bind(FIRST_CITY_ID).first();
    expect(after).toEqual({ slug: "first-harbour", page_count: 1, motion_count: 1 });
  });
});
