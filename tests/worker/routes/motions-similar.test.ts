import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { api, errorJson, okJson } from "../support/client";
import { FIRST_CITY, insertMotion, insertPage, signedInMember, uniqueTag } from "../support/factories";
import { insertJurisdiction, insertRegionWithCities } from "../support/jurisdiction-factory";

// GET /api/idea/similar?entity&text (README.md, "Search"): up to three motions of the same page that say
// nearly the same, with the caller's vote, and another page when the text fits it much better.

const similar = async (entity: string, text: string, headers: Record<string, string> = {}) => okJson(await api(headers).idea.similar.$get({ query: { entity, text } }));

describe("GET /api/idea/similar", () => {
  it("offers the near-duplicates of the same page, and nothing merely on the same topic, elsewhere or hidden", async () => {
    const tag = uniqueTag();
    const page = await insertPage({ name: `Streets ${tag}` });
    const same = await insertMotion(page.id, { text: `Add a protected bike lane on Main Street between 1st and 10th Avenue ${tag}.`, up: 5 });
    const close = await insertMotion(page.id, { text: `Protected bike lanes on Main Street, 1st to 10th Avenue ${tag}, please.` });
    await insertMotion(page.id, { text: `Widen the sidewalks on Main Street for pedestrians ${tag}.` });
    await insertMotion((await insertPage()).id, { text: `Add a protected bike lane on Main Street between 1st and 10th Avenue ${tag}.` });
    await insertMotion(page.id, { text: `Add a protected bike lane on Main Street between 1st and 10th Avenue ${tag}!`, moderationState: "hidden", hiddenReason: "spam" });
    const body = await similar(page.id, `Please build protected bike lanes along Main Street from 1st to 10th Ave ${tag}`);
    expect(body.motions.map((m) => m._id).sort()).toEqual([same.id, close.id].sort());
    expect(body.motions.find((m) => m._id === same.id)).toMatchObject({ votes: { count: 5 }, status: "open" });
  });

  it("carries the caller's own vote, so the dialog's upvote button starts in the right state", async () => {
    const page = await insertPage();
    const tag = uniqueTag();
    const motion = await insertMotion(page.id, { text: `Free public Wi-Fi in every library branch ${tag}.` });
    const { auth } = await signedInMember();
    await okJson(await api(auth).idea.vote.$post({ json: { ideaId: motion.id } }));
    const body = await similar(page.id, `Offer free public Wi-Fi in all library branches ${tag}`, auth);
    expect(body.motions.map((m) => [m._id, m.viewerVote])).toEqual([[motion.id, "up"]]);
  });

  it("suggests the page the text fits much better, and none when this page fits", async () => {
    const tag = uniqueTag();
    const parks = await insertPage({ name: `Parks and Gardens ${tag}`, description: `Parks, gardens, playgrounds and trees of the city ${tag}.` });
    const transit = await insertPage({ name: `Transit ${tag}`, description: `Buses, trams, the metro and their timetables ${tag}.` });
    const text = `More frequent buses and trams on the night timetables, ${tag}`;
    expect((await similar(parks.id, text)).suggestedPage).toEqual({ _id: transit.id, slug: transit.slug, name: transit.name, jurisdiction: FIRST_CITY });
    expect((await similar(transit.id, text)).suggestedPage).toBeNull();
  });

  it("suggests a page of the writer's own city only, its districts included", async () => {
    const tag = uniqueTag();
    const { cityA, cityB } = await insertRegionWithCities();
    const district = await insertJurisdiction("district", cityA);
    const subject = (name: string) => ({ name: `${name} ${tag}`, description: `Buses, trams, the metro and their timetables ${tag}.` });
    const parks = await insertPage({ name: `Parks and Gardens ${tag}`, description: `Parks, gardens, playgrounds and trees ${tag}.`, jurisdictionId: cityA.id });
    await insertPage({ ...subject("Transit B"), jurisdictionId: cityB.id });
    const text = `More frequent buses and trams on the night timetables, ${tag}`;
    expect((await similar(parks.id, text)).suggestedPage).toBeNull();

    const ours = await insertPage({ ...subject("Transit A"), jurisdictionId: district.id });
    expect((await similar(parks.id, text)).suggestedPage).toMatchObject({ _id: ours.id, jurisdiction: { _id: district.id, slug: district.slug } });
  });

  it("answers empty for text without words, and 400 for text over the motion limit", async () => {
    const page = await insertPage();
    expect(await similar(page.id, "!!! ???")).toEqual({ motions: [], suggestedPage: null });
    const res = await api().idea.similar.$get({ query: { entity: page.id, text: "x".repeat(1001) } });
    expect((await errorJson(res, 400)).message).toBe(listMessages.similarText);
  });
});
