import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { refreshCatalogue } from "../../../worker/catalogue/refresh";
import { directory } from "../../../worker/db/placement";
import { moveJurisdiction } from "../../../worker/jurisdictions/move/move";
import { RELEVANCE_WINDOW } from "../../../worker/motions/list-search";
import { api, okJson } from "../support/client";
import { insertPage, signedInMember, uniqueTag } from "../support/factories";
import { adminOf } from "../support/jurisdiction-staff";
import { insertRegionWithCities } from "../support/jurisdiction-factory";
import { quietQueues, submittedOn } from "../support/placed-city";

// Lists gathered from several databases (README.md, "Databases", what gathers): a national admin's inbox, review
// queue and log hold the motions of every database, merged in their order and paged by cursor exactly; their
// counts add up; and a region spread over two databases lists both cities' motions from the catalogue, its search ranking
// the region's own newest matches.

const submit = async (auth: Record<string, string>, pageId: string) =>
  (await okJson(await api(auth, quietQueues()).idea.add.$post({ json: { entityId: pageId, userIdea: `Repair the ${uniqueTag()} fountain in the square before the summer.` } }), 202)).motion;

describe("a national admin's lists over every database", () => {
  it("pages the inbox over the directory and a shard in one order", async () => {
    const admin = await adminOf(null);
    const before = (await okJson(await api(admin.auth).idea.inbox.summary.$get())).awaitingFirstResponse;
    const { motion: onShard, author } = await submittedOn("shard-3");
    const onDirectory = await submit(author.auth, (await insertPage()).id);
    expect((await okJson(await api(admin.auth).idea.inbox.summary.$get())).awaitingFirstResponse).toBe(before + 2);
    const first = await okJson(await api(admin.auth).idea.inbox.$get({ query: { sort: "Latest", limit: "1" } }));
    expect(first.motions.map((m) => m._id)).toEqual([onDirectory._id]);
    const second = await okJson(await api(admin.auth).idea.inbox.$get({ query: { sort: "Latest", limit: "1", cursor: first.nextCursor! } }));
    expect(second.motions.map((m) => m._id)).toEqual([onShard._id]);
    const numbered = await okJson(await api(admin.auth).idea.inbox.$get({ query: { sort: "Latest", limit: "1", page: "2" } }));
    expect(numbered.motions.map((m) => m._id)).toEqual([onShard._id]);
  });

  it("holds a shard's appeal first in the review queue and its decision in the log", async () => {
    const { city, motion, author } = await submittedOn("shard-3");
    const json = { action: "hide" as const, expectedState: "published" as const, reason: "spam" as const };
    await okJson(await api((await adminOf(city)).auth).moderation.motions[":id"].$post({ param: { id: motion._id }, json }));
    await okJson(await api(author.auth).idea[":id"].appeal.$post({ param: { id: motion._id }, json: { text: "This is a real proposal about our library hours." } }), 201);
    const national = await adminOf(null);
    const queue = await okJson(await api(national.auth).moderation.queue.$get({ query: { limit: "5" } }));
    expect(queue.items[0]!.motion._id).toBe(motion._id);
    expect((await okJson(await api(national.auth).moderation.queue.summary.$get())).waiting).toBeGreaterThanOrEqual(1);
    const log = await okJson(await api(national.auth).moderation.log.$get({ query: { limit: "5" } }));
    expect(log.entries.map((e) => e.motion?._id)).toContain(motion._id);
  });
});

describe("a region spread over two databases", () => {
  it("lists the motions of its cities on both", async () => {
    const { region, cityA, cityB } = await insertRegionWithCities();
    const [pageA, pageB] = [await insertPage({ jurisdictionId: cityA.id }), await insertPage({ jurisdictionId: cityB.id })];
    expect((await moveJurisdiction(env, cityA.slug, "shard-3")).state).toBe("flipped");
    const member = await signedInMember();
    const [a, b] = [await submit(member.auth, pageA.id), await submit(member.auth, pageB.id)];
    const listed = await okJson(await api().idea.$get({ query: { jurisdiction: region.slug, sort: "Latest" } }));
    expect(listed.motions.map((m) => m._id)).toEqual([b._id, a._id]);
  });

  it("ranks a search by relevance among the region's newest matches, not the nation's", async () => {
    const { region, cityA, cityB } = await insertRegionWithCities();
    const [pageA, pageB] = [await insertPage({ jurisdictionId: cityA.id }), await insertPage({ jurisdictionId: cityB.id })];
    expect((await moveJurisdiction(env, cityA.slug, "shard-3")).state).toBe("flipped");
    const member = await signedInMember();
    const word = `zq${uniqueTag()}`;
    const said = async (pageId: string) =>
      (await okJson(await api(member.auth, quietQueues()).idea.add.$post({ json: { entityId: pageId, userIdea: `Light the ${word} footbridge at night, from dusk to midnight.` } }), 202)).motion;
    const [a, b] = [await said(pageA.id), await said(pageB.id)];
    await refreshCatalogue(env);
    // A whole window of newer matches elsewhere in the nation.
    await directory(env)
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO motion_catalogue (id, database, status, moderation_state, jurisdiction_id, jurisdiction_path, ai_rank, net_votes, up_count,
           down_count, created_at, answered_rank, trend_key, text, card, changed_at, refreshed_at)
         SELECT 'elsewhere-' || ?2 || '-' || i, 'directory', 'open', 'published', 'elsewhere', '/elsewhere/', 0, 0, 0, 0, i, 0, 0,
           'The ' || ?2 || ' footbridge elsewhere, number ' || i, '{}', i, i FROM n`,
      )
      .bind(RELEVANCE_WINDOW, word)
      .run();
    const found = await okJson(await api().idea.$get({ query: { jurisdiction: region.slug, sort: "Relevance", q: word } }));
    expect(found.motions.map((m) => m._id).sort()).toEqual([a._id, b._id].sort());
  });
});
