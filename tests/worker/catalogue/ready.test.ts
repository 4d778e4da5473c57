import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { refreshCatalogue } from "../../../worker/catalogue/refresh";
import { directory } from "../../../worker/db/placement";
import { api, okJson } from "../support/client";
import { insertMotion, insertPage, uniqueTag } from "../support/factories";
import { cityOn } from "../support/placed-city";
import { motionOn } from "../support/shard-motions";

// National lists read the catalogue only once its backfill has reached the end of every database (README.md,
// "National catalogues"): a release that reads the catalogue, deployed while the minute's runs still copy the
// nation, lists the directory's own motions as before the catalogue, never a half-copied nation.

const latest = async (q: string) => (await okJson(await api().idea.$get({ query: { sort: "Latest", q, limit: "50" } }))).motions.map((m) => m._id);

describe("the catalogue's backfill", () => {
  it("keeps national lists on the directory's own motions until every database is copied, then reads the catalogue", async () => {
    const word = `zq${uniqueTag()}`;
    const { pages } = await cityOn("shard-2");
    // As after the release that brought the catalogue: motions everywhere, no database caught up yet.
    await directory(env).prepare("update catalogue_watermarks set caught_up_at = null").run();
    const onDirectory = await insertMotion((await insertPage()).id, { text: `Fix the ${word} lights on the square.` });
    const onShard = await motionOn("shard-2", pages[0]!.id, { text: `Paint the ${word} crossing by the school.` });
    expect(await latest(word)).toEqual([onDirectory.id]);

    // A run stopped by its time budget before reaching any database's end marks none.
    await refreshCatalogue(env, Date.now() - 60_000);
    expect(await latest(word)).toEqual([onDirectory.id]);

    await refreshCatalogue(env);
    expect(await latest(word)).toEqual([onShard.id, onDirectory.id]);
    const caughtUp = await directory(env).prepare("select count(*) as n from catalogue_watermarks where caught_up_at is not null").first<{ n: number }>();
    expect(caughtUp!.n).toBe(9);
  });
});
