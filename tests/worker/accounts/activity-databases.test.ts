import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { noteActivityOn } from "../../../worker/accounts/activity-databases";
import { drizzleOver } from "../../../worker/db/client";
import { databaseNamed } from "../../../worker/db/placement";
import * as schema from "../../../worker/db/schema";
import { voteRow } from "../../../worker/db/vote-keys";
import { BOOKMARK_HEADER } from "../../../worker/contract/wire";
import { api, okJson } from "../support/client";
import { castVote, db, insertMotion, insertPage, signedInMember } from "../support/factories";

// /me reads the directory and the shards a member's row names, and only those (README.md, "Databases", a
// member's activity): a member's rows on shard-3 show once the row names shard-3, merged with the
// directory's in each list's order, and a next page by cursor continues across both exactly.

type Auth = Record<string, string>;
type Member = typeof schema.users.$inferSelect;
const shard = () => drizzleOver(databaseNamed(env, "shard-3"));
const day = (n: number) => new Date(Date.parse("2026-03-01T00:00:00Z") + n * 86_400_000);

/** On shard-3: the member's card, a page, a motion they wrote, and a motion they voted on at `votedOn`. */
async function activityOnShard(member: Member, { writtenOn, votedOn }: { writtenOn: Date; votedOn: Date }) {
  const s = shard();
  await s.insert(schema.users).values({ id: member.id, num: member.num, name: member.name, email: `${member.id}@member.invalid`, isVerified: true });
  const [page] = await s.insert(schema.pages).values({ id: uuidv7(), slug: `shard-page-${uuidv7()}`, name: `Harbour ${uuidv7().slice(-6)}`, description: "A page on another database.", imageKey: "pages/x.png" }).returning();
  const [written] = await s.insert(schema.motions).values({ id: uuidv7(), pageId: page!.id, authorId: member.id, text: "Light the harbour path at night.", createdAt: writtenOn }).returning();
  const [other] = await s.insert(schema.motions).values({ id: uuidv7(), pageId: page!.id, text: "Open the ferry on Sundays." }).returning();
  // Through the shard's own numbers, as the app writes a vote there.
  await s.insert(schema.votes).values(voteRow({ motionId: other!.id, userId: member.id, direction: "up", at: votedOn.getTime() }));
  await s.insert(schema.follows).values({ userId: member.id, pageId: page!.id });
  return { page: page!, written: written!, voted: other! };
}

const me = (auth: Auth) => api(auth).me;
const ids = (list: { motions: { _id: string }[] }) => list.motions.map((m) => m._id);
const reRead = async (id: string) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe("a member's activity on several databases", () => {
  it("reads a shard only once the member's row names it, then merges it with the directory in order", async () => {
    const { member, auth } = await signedInMember();
    const page = await insertPage();
    const [early, late] = [await insertMotion(page.id, { authorId: member.id, createdAt: day(1) }), await insertMotion(page.id, { authorId: member.id, createdAt: day(5) })];
    const votedHere = await insertMotion(page.id);
    await castVote(votedHere.id, member.id, "down", day(2));
    const there = await activityOnShard(member, { writtenOn: day(3), votedOn: day(4) });

    expect(ids(await okJson(await me(auth).motions.$get({ query: {} })))).toEqual([late.id, early.id]);
    await noteActivityOn(db(), member, "shard-3");
    expect((await reRead(member.id)).activityDatabases).toEqual(["shard-3"]);

    const merged = await me(auth).motions.$get({ query: {} });
    expect(ids(await okJson(merged))).toEqual([late.id, there.written.id, early.id]);
    // The shard's session answers its bookmark in the list, beside the directory's bare one.
    const mark = "[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}";
    expect(merged.headers.get(BOOKMARK_HEADER)).toMatch(new RegExp(`^${mark}, shard-3=${mark}$`));
    const voted = await okJson(await me(auth).votes.$get({ query: {} }));
    expect(voted.motions.map((m) => [m._id, m.viewerVote])).toEqual([[there.voted.id, "up"], [votedHere.id, "down"]]);
    const follows = await okJson(await me(auth).follows.$get());
    expect(follows.pages.map((p) => p._id)).toContain(there.page.id);

    // One at a time, by cursor: every motion once, in order, across both databases.
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await okJson(await me(auth).motions.$get({ query: { limit: "1", ...(cursor ? { cursor } : {}) } }));
      walked.push(...ids(next));
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual([late.id, there.written.id, early.id]);
  });

  it("names a database once, however often the member writes there, and never the directory", async () => {
    const { member } = await signedInMember();
    await noteActivityOn(db(), member, "directory");
    expect((await reRead(member.id)).activityDatabases).toBeNull();
    await Promise.all([noteActivityOn(db(), member, "shard-5"), noteActivityOn(db(), member, "shard-5")]);
    await noteActivityOn(db(), await reRead(member.id), "shard-2");
    // A stale copy of the row (the request read it before another request added shard-5) adds nothing twice.
    await noteActivityOn(db(), member, "shard-5");
    expect((await reRead(member.id)).activityDatabases).toEqual(["shard-5", "shard-2"]);
  });
});
