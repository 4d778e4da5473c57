import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cleanupMove, moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { api, okJson } from "../../support/client";
import { refreshCatalogue } from "../../support/catalogue";
import { cityWithData, on } from "../../support/moves";

// National lists follow a moved city (README.md, "Moving a jurisdiction", "National catalogues"): the target
// stamps the copied motions as changed, so the next refresh points their copies at the new database; the old
// database's deletions at the cleanup take out only copies that still name it.

const searchNationally = async (word: string) => (await okJson(await api().idea.$get({ query: { q: word } }))).motions.map((m) => m._id).sort();
const catalogued = async (ids: string[]) =>
  (await on("directory").prepare("select id, database from motion_catalogue where id in (select value from json_each(?1)) order by id").bind(JSON.stringify(ids)).all<{ id: string; database: string }>())
    .results;

describe("the national catalogue across a move", () => {
  it("names the new database after the flip's refresh, and keeps the motions listed after the cleanup", async () => {
    const { city, word, motions } = await cityWithData();
    const ids = motions.map((m) => m.id).sort();
    await refreshCatalogue();
    expect(await searchNationally(word)).toEqual(ids);

    expect((await moveJurisdiction(env, city.slug, "shard-5")).state).toBe("flipped");
    await refreshCatalogue();
    expect((await catalogued(ids)).map((c) => c.database)).toEqual(ids.map(() => "shard-5"));

    await cleanupMove(env, city.slug);
    await refreshCatalogue();
    expect((await catalogued(ids)).map((c) => c.id)).toEqual(ids);
    expect(await searchNationally(word)).toEqual(ids);
  });
});
