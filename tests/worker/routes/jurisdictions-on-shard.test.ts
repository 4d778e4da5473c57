import { describe, expect, it } from "vitest";
import { api, okJson } from "../support/client";
import { signedInMember } from "../support/factories";
import { countOn, on } from "../support/moves";
import { cityOn } from "../support/placed-city";

// Following a city kept on a shard (README.md, "Routing by placement"): the follow is kept on the city's
// database, beside the motions whose answers it is told of, with the member's card; the count is written back
// to the directory's row, which the city's home reads.

const followerCountOn = async (name: string, id: string) =>
  (await on(name).prepare("select follower_count as n from jurisdictions where id = ?").bind(id).first<{ n: number }>())!.n;

describe("following a city on a shard", () => {
  it("keeps the follow on the shard and the count on both, once", async () => {
    const { city } = await cityOn("shard-3");
    const member = await signedInMember();
    for (let i = 0; i < 2; i++) {
      const answer = await okJson(await api(member.auth).jurisdictions[":slug"].follow.$post({ param: { slug: city.slug } }));
      expect(answer).toMatchObject({ following: true, followerCount: 1 });
    }
    expect(await countOn("shard-3", "jurisdiction_follows", "jurisdiction_id = ? and user_id = ?", city.id, member.member.id)).toBe(1);
    expect(await countOn("shard-3", "users", "id = ?", member.member.id)).toBe(1);
    expect(await countOn("directory", "jurisdiction_follows", "jurisdiction_id = ?", city.id)).toBe(0);
    expect([await followerCountOn("shard-3", city.id), await followerCountOn("directory", city.id)]).toEqual([1, 1]);
    const home = await okJson(await api(member.auth).jurisdictions[":slug"].$get({ param: { slug: city.slug } }));
    expect(home.following).toBe(true);
    await okJson(await api(member.auth).jurisdictions[":slug"].follow.$delete({ param: { slug: city.slug } }));
    expect([await followerCountOn("shard-3", city.id), await followerCountOn("directory", city.id)]).toEqual([0, 0]);
  });
});
