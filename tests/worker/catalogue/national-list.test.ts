import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { vi, describe, expect, it } from "vitest";
import { uuidv7 } from "uuidv7";
import { drizzleOver } from "../../../worker/db/client";
import { jurisdictionPlacements, jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { databaseNamed } from "../../../worker/db/placement";
import { motions, pages } from "../../../worker/db/schema";
import { api, okJson } from "../support/client";
import { refreshCatalogue } from "../support/catalogue";
import { castVote, db, insertMember, insertMotion, insertMotions, insertPage, signedInMember, uniqueTag } from "../support/factories";
import { insertCity } from "../support/jurisdiction-factory";
import { decide } from "../support/moderation";
import { editorSession } from "../support/staff";

// National lists (GET /api/idea without a jurisdiction) read the directory's catalogue (README.md, "National
// catalogues"): what users expect at once is written through, the votes arrive with the minute's refresh, and
// motions on any database are listed from the directory alone.

type Query = Record<string, string>;
const national = async (query: Query, auth: Record<string, string> = {}) => okJson(await api(auth).idea.$get({ query }));
const ids = (body: { motions: { _id: string }[] }) => body.motions.map((m) => m._id);
const cardOf = async (id: string, query: Query = { sort: "Latest", limit: "50" }, auth: Record<string, string> = {}) =>
  (await national(query, auth)).motions.find((m) => m._id === id);

describe("the write-through", () => {
  it("lists a submitted motion nationally at once, before any refresh", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const text = `Open the ${uniqueTag()} library on Sundays for families who work all week.`;
    const { motion } = await okJson(await api(auth).idea.add.$post({ json: { entityId: page.id, userIdea: text } }), 202);
    // Its card as GET /api/idea/:id shows it (the scoring queue may have scored it by now: read both after).
    const [card, single] = [await cardOf(motion._id), (await okJson(await api().idea[":id"].$get({ param: { id: motion._id } }))).motion];
    expect(card).toMatchObject({ _id: motion._id, idea: text, votes: { count: 0, voters: [] }, entity: { _id: page.id } });
    expect(Object.keys(card!).sort()).toEqual(Object.keys(motion).sort());
    expect(single._id).toBe(card?._id);
  });

  it("takes a hidden motion out of national lists and searches at once, and a restored one back", async () => {
    const tag = uniqueTag();
    const motion = await insertMotion((await insertPage()).id, { score: 40, text: `Ban leaf blowers ${tag} before eight.` });
    await refreshCatalogue();
    expect(ids(await national({ sort: "Latest", q: tag }))).toEqual([motion.id]);
    const editor = await editorSession();
    await okJson(await decide(editor.auth, motion.id, "hide", "published", "spam"));
    expect(ids(await national({ sort: "Latest", q: tag }))).toEqual([]);
    expect(await cardOf(motion.id)).toBeUndefined();
    await okJson(await decide(editor.auth, motion.id, "restore", "removed"));
    expect(ids(await national({ sort: "Latest", q: tag }))).toEqual([motion.id]);
  });
});

describe("the minute's refresh", () => {
  it("shows a vote in national lists after the refresh and not before (the counts lag by up to a minute)", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 50 });
    await refreshCatalogue();
    const voter = await signedInMember();
    await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion.id } }));
    expect((await cardOf(motion.id))?.votes.count).toBe(0); // anonymous: the catalogue's copy, a vote behind
    await refreshCatalogue();
    expect((await cardOf(motion.id))?.votes).toEqual({ count: 1, voters: [] });
    expect((await cardOf(motion.id, { sort: "Trending", limit: "50" }))?.votes.count).toBe(1);
  });

  it("shows the signed-in viewer their own vote, counted when it was cast after the card's copy", async () => {
    const motion = await insertMotion((await insertPage()).id, { score: 50 });
    await refreshCatalogue();
    const copied = Math.floor(Date.now() / 1000);
    // A vote's time is its whole second: the next second is surely after the copy.
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(copied), { timeout: 3_000, interval: 50 });
    const voter = await signedInMember();
    await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion.id } }));
    const mine = await cardOf(motion.id, { sort: "Latest", limit: "50" }, voter.auth);
    expect(mine).toMatchObject({ viewerVote: "up", votes: { count: 1, voters: [voter.member.id] }, downVotes: { count: 0, downVoters: [] } });
    await refreshCatalogue();
    // Copied since: counted once, not twice.
    expect(await cardOf(motion.id, { sort: "Latest", limit: "50" }, voter.auth)).toMatchObject({ viewerVote: "up", votes: { count: 1 } });
  });

  it("is idempotent and resumes from its watermark: a second run changes nothing, a later change is copied", async () => {
    const page = await insertPage();
    const made = await Promise.all([1, 2, 3].map((score) => insertMotion(page.id, { score })));
    await refreshCatalogue();
    const once = await national({ sort: "A.I", limit: "50" });
    await refreshCatalogue();
    expect(await national({ sort: "A.I", limit: "50" })).toEqual(once);
    const member = await insertMember();
    await castVote(made[0]!.id, member.id, "up");
    await refreshCatalogue();
    expect((await cardOf(made[0]!.id))?.votes.count).toBe(1);
    expect((await cardOf(made[1]!.id))?.votes.count).toBe(0);
  });

  it("removes deleted motions' copies, more than a statement may bind at once", async () => {
    const page = await insertPage();
    const made = await insertMotions(page.id, Array.from({ length: 120 }, () => ({ score: 20 })));
    await refreshCatalogue();
    expect(await cardOf(made.at(-1)!.id)).toBeDefined(); // the newest, first in Latest
    await db().delete(motions).where(eq(motions.pageId, page.id));
    await refreshCatalogue();
    const left = await national({ sort: "Latest", limit: "50" });
    expect(left.motions.filter((m) => m.entity._id === page.id)).toEqual([]);
  });

  it("lists nationally the motions of a jurisdiction placed on another database, read from the directory alone", async () => {
    const city = await insertCity();
    await db().insert(jurisdictionPlacements).values({ jurisdictionId: city.id, database: "shard-3" });
    const shard = drizzleOver(databaseNamed(env, "shard-3"));
    // The shard holds the city's rows as the directory's tree names them.
    const region = (await db().select().from(jurisdictions).where(eq(jurisdictions.id, city.regionId!)))[0]!;
    await shard.insert(jurisdictions).values([region, city]);
    const pageId = uuidv7();
    const tag = uniqueTag();
    await shard.insert(pages).values({ id: pageId, slug: `page-${tag}`, name: `Page ${tag}`, description: `A page on a shard (${tag}).`, imageKey: `entities/${pageId}.png`, socialLinks: [], additionalLinks: [], sortRank: 1, jurisdictionId: city.id });
    const id = uuidv7();
    await shard.insert(motions).values({ id, pageId, text: `Plant quince ${tag} trees along the canal.`, aiStatus: "scored", aiScore: 77, upCount: 5 });
    expect(await cardOf(id)).toBeUndefined();
    await refreshCatalogue();
    const card = await cardOf(id);
    expect(card).toMatchObject({ _id: id, idea: `Plant quince ${tag} trees along the canal.`, votes: { count: 5 }, entity: { _id: pageId, jurisdiction: { _id: city.id, slug: city.slug } } });
    expect(card?.entity.image.url).toMatch(new RegExp(`^https?://[^/]+/images/entities/${pageId}\\.png$`));
    expect(ids(await national({ sort: "Relevance", q: `${tag} quinces` }))).toEqual([id]);
    const member = await signedInMember();
    expect((await cardOf(id, { sort: "Votes", limit: "50" }, member.auth))?.viewerVote).toBeNull();
  });
});
