import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeCard } from "../../../worker/accounts/member-cards";
import { appendActivityDatabase } from "../../../worker/db/activity-databases";
import { drizzleOver } from "../../../worker/db/client";
import { directory } from "../../../worker/db/placement";
import { indexMotion } from "../../../worker/db/record-placement";
import { follows, motions, users, votes } from "../../../worker/db/schema";
import { voteRow } from "../../../worker/db/vote-keys";
import { memberWithPassword } from "../support/account";
import { okJson } from "../support/client";
import { insertMember } from "../support/factories";
import { PASSWORD } from "../support/members";
import { countOn, on } from "../support/moves";
import { cityOn } from "../support/placed-city";

// A member's cards kept with the member (README.md, "Databases", members as cards): what the directory's row
// changes, every card on a database the row names shows; the export reads those databases; deleting the account
// removes the member's rows there too.

const SHARD = "shard-3";
const shard = () => drizzleOver(on(SHARD));
const cardOf = (id: string) => on(SHARD).prepare("select name, home_jurisdiction_id as home, email from users where id = ?1").bind(id).first();

/** A member active in a city on shard-3: a card there, a motion of theirs and a vote on another member's, a follow. */
async function activeOnShard() {
  const { city, pages } = await cityOn(SHARD);
  const m = await memberWithPassword();
  const other = await insertMember();
  for (const who of [m.member, other]) await writeCard(on(SHARD), who);
  await appendActivityDatabase(directory(env), [m.member.id], SHARD);
  const [own, theirs] = [crypto.randomUUID(), crypto.randomUUID()];
  for (const [id, authorId] of [[own, m.member.id], [theirs, other.id]] as const) {
    await indexMotion(directory(env), id, pages[0]!.id);
    await shard().insert(motions).values({ id, pageId: pages[0]!.id, text: `A shard motion (${id}).`, authorId });
  }
  await shard().batch([
    shard().insert(votes).values(voteRow({ motionId: theirs, userId: m.member.id, direction: "up" })),
    shard().update(motions).set({ upCount: sql`${motions.upCount} + 1` }).where(eq(motions.id, theirs)),
  ]);
  await shard().insert(follows).values({ userId: m.member.id, pageId: pages[1]!.id });
  return { city, m, own, theirs };
}

describe("a member's cards on other databases", () => {
  it("take the member's new name and home city", async () => {
    const { city, m } = await activeOnShard();
    await okJson(await m.me.$patch({ json: { name: "Grace Hopper" } }));
    expect(await cardOf(m.member.id)).toMatchObject({ name: "Grace Hopper", home: null, email: `${m.member.id}@member.invalid` });
    await okJson(await m.me["home-city"].$put({ json: { jurisdiction: city.slug } }));
    expect(await cardOf(m.member.id)).toMatchObject({ name: "Grace Hopper", home: city.id });
  });

  it("are in the member's export: their motion, vote and follow on the shard", async () => {
    const { m, own, theirs } = await activeOnShard();
    const res = await m.me.export.$get();
    expect(res.status).toBe(200);
    const data = JSON.parse(await res.text()) as Record<string, { id?: string; motionId?: string }[]>;
    expect(data.motions!.map((r) => r.id)).toContain(own);
    expect(data.votes!.map((r) => r.motionId)).toEqual([theirs]);
    expect(data.follows).toHaveLength(1);
  });

  it("go with the account: its card, votes, follows and motions on the shard, counters exact", async () => {
    const { m, own, theirs } = await activeOnShard();
    await okJson(await m.me.$delete({ json: { password: PASSWORD, motions: "delete" } }));
    expect(await countOn(SHARD, "users", "id = ?1", m.member.id)).toBe(0);
    expect(await countOn(SHARD, "votes", "member_num = ?1", m.member.num)).toBe(0);
    expect(await countOn(SHARD, "follows", "user_id = ?1", m.member.id)).toBe(0);
    expect(await countOn(SHARD, "motions", "id = ?1", own)).toBe(0);
    expect(await countOn(SHARD, "motions", "id = ?1 and up_count = 0", theirs)).toBe(1);
    expect(await drizzleOver(directory(env)).query.users.findFirst({ where: eq(users.id, m.member.id) })).toBeUndefined();
  });
});
