import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { directory } from "../../../worker/db/placement";
import { api, errorJson, okJson } from "../support/client";
import { signedInMember } from "../support/factories";
import { adminOf } from "../support/jurisdiction-staff";
import { newCity } from "../support/jurisdiction-factory";
import { countOn, on } from "../support/moves";
import { cityOn, submittedOn } from "../support/placed-city";
import { addPage, pageForm, putPage } from "../support/staff";

// Pages of a city on a shard (README.md, "Databases", routing by placement): the directory keeps every page's
// row and the city's database a copy its motions refer to; follows are kept on the page's database and their
// count written back to the directory's row; a page cannot join a city kept on another database.

const followerCountOn = async (name: string, pageId: string) =>
  (await on(name).prepare("select follower_count as n from entities where id = ?").bind(pageId).first<{ n: number }>())!.n;

describe("pages of a city on a shard", () => {
  it("adds a page on the directory and copies it, with its city, to the shard", async () => {
    const { city } = await cityOn("shard-3");
    const admin = await adminOf(city);
    const page = await addPage(admin.auth, { jurisdiction: city.slug });
    expect(await countOn("directory", "entities", "id = ?", page._id)).toBe(1);
    expect(await countOn("shard-3", "entities", "id = ? and jurisdiction_id = ?", page._id, city.id)).toBe(1);
    const renamed = await okJson(await putPage(admin.auth, page._id, pageForm({ name: "Renamed on both" })));
    expect(renamed.entity.name).toBe("Renamed on both");
    expect(await countOn("shard-3", "entities", "id = ? and name = ?", page._id, "Renamed on both")).toBe(1);
  });

  it("keeps a follow on the shard and the count on both", async () => {
    const { city, pages } = await cityOn("shard-3");
    const member = await signedInMember();
    const answer = await okJson(await api(member.auth).entity[":id"].follow.$post({ param: { id: pages[0]!.id } }));
    expect(answer).toMatchObject({ following: true, followerCount: 1 });
    expect(await countOn("shard-3", "follows", "entity_id = ? and user_id = ?", pages[0]!.id, member.member.id)).toBe(1);
    expect(await countOn("directory", "follows", "entity_id = ?", pages[0]!.id)).toBe(0);
    expect([await followerCountOn("shard-3", pages[0]!.id), await followerCountOn("directory", pages[0]!.id)]).toEqual([1, 1]);
    const seen = await okJson(await api(member.auth).entity[":slug"].$get({ param: { slug: pages[0]!.slug }, query: { jurisdiction: city.slug } }));
    expect(seen.entity.following).toBe(true);
    const row = await directory(env).prepare("select activity_databases as a from users where id = ?").bind(member.member.id).first<{ a: string }>();
    expect(JSON.parse(row!.a)).toEqual(["shard-3"]);
  });

  it("refuses to move a page to a city kept on another database", async () => {
    const { pages } = await cityOn("shard-3");
    const elsewhere = await newCity();
    const admin = await adminOf(null);
    const res = await putPage(admin.auth, pages[0]!.id, pageForm({ jurisdiction: elsewhere.slug }, null));
    expect((await errorJson(res, 409)).message).toBe(pageMessages.otherDatabase);
    expect(await countOn("directory", "entities", "id = ? and jurisdiction_id = ?", pages[0]!.id, elsewhere.id)).toBe(0);
  });

  it("gives the shard's copy of a renamed city its new names, which its motions then show", async () => {
    const { city, motion } = await submittedOn("shard-3");
    const admin = await adminOf(null);
    const slug = `renamed-${city.slug}`.slice(0, 60);
    await okJson(await api(admin.auth).admin.jurisdictions[":slug"].$patch({ param: { slug: city.slug }, json: { name: "Renamed City", slug } }));
    expect(await countOn("shard-3", "jurisdictions", "id = ? and slug = ? and name = ?", city.id, slug, "Renamed City")).toBe(1);
    const seen = await okJson(await api().idea[":id"].$get({ param: { id: motion._id } }));
    expect(seen.motion.entity.jurisdiction).toMatchObject({ slug, name: "Renamed City" });
  });
});
