import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeCard } from "../../../worker/accounts/member-cards";
import { motionUpdates } from "../../../worker/db/answers-schema";
import { appendActivityDatabase } from "../../../worker/db/activity-databases";
import { drizzleOver } from "../../../worker/db/client";
import { directory } from "../../../worker/db/placement";
import { indexMotion } from "../../../worker/db/record-placement";
import { follows, motions, users, votes } from "../../../worker/db/schema";
import { voteRow } from "../../../worker/db/vote-keys";
import { unfinishedFanOutMessages } from "../../../worker/notifications/sweep";
import { api, okJson } from "../support/client";
import { castVote, db, insertMotion, insertPage, signedInMember } from "../support/factories";
import { mailsFor } from "../support/notifications";
import { countOn, on } from "../support/moves";
import { cityOn } from "../support/placed-city";
import { deliver } from "../support/queue";

// Notifications of a motion on a shard (README.md, "Databases", routing by placement): the fan-out runs on the
// motion's database, names it on every recipient's directory row, mails their real address from the
// directory; the inbox merges that database with the directory's rows.

const NOTIFICATIONS = "plaza-notifications";
const SHARD = "shard-3";
type Member = Awaited<ReturnType<typeof signedInMember>>["member"];

const shard = () => drizzleOver(on(SHARD));
const rowOf = async (id: string) => (await db().query.users.findFirst({ where: eq(users.id, id) }))!;

/** An update on a motion of a city on shard-3: its author, two voters and a page follower, each with a card there. */
async function shardAudience() {
  const { city, pages } = await cityOn(SHARD);
  const [author, up, down, follower] = await Promise.all(Array.from({ length: 4 }, () => signedInMember()));
  for (const m of [author!, up!, down!, follower!]) await writeCard(on(SHARD), m.member);
  // The voters' rows already name the shard (their vote did); the author's and the follower's not yet.
  await appendActivityDatabase(directory(env), [up!.member.id, down!.member.id], SHARD);
  const motionId = crypto.randomUUID();
  await indexMotion(directory(env), motionId, pages[0]!.id);
  await shard().insert(motions).values({ id: motionId, pageId: pages[0]!.id, text: "Repair the shard-side fountain.", authorId: author!.member.id });
  await shard().insert(votes).values([voteRow({ motionId, userId: up!.member.id, direction: "up" }), voteRow({ motionId, userId: down!.member.id, direction: "down" })]);
  await shard().insert(follows).values({ userId: follower!.member.id, pageId: pages[0]!.id });
  const [update] = await shard()
    .insert(motionUpdates)
    .values({ id: crypto.randomUUID(), motionId, status: "accepted", previousStatus: "open", text: "Accepted: work starts in May.", byName: "Clerk", byRole: "editor" })
    .returning();
  await shard().update(motions).set({ status: "accepted" }).where(eq(motions.id, motionId));
  return { city, motionId, update: update!, author: author!, up: up!, down: down!, follower: follower! };
}

/** An update on a directory motion the member voted on, created `at`. */
async function directoryUpdate(member: Member, at: Date) {
  const motion = await insertMotion((await insertPage()).id, { score: 50 });
  await castVote(motion.id, member.id, "up");
  const [update] = await db()
    .insert(motionUpdates)
    .values({ id: crypto.randomUUID(), motionId: motion.id, status: "under_review", previousStatus: "open", text: "Looking.", byName: "Clerk", byRole: "editor", createdAt: at })
    .returning();
  expect((await deliver(NOTIFICATIONS, [{ body: { updateId: update!.id, motionId: motion.id, stage: "author" } }])).outcome).toBe("ok");
  return update!;
}

const inbox = (auth: Record<string, string>, query: { limit?: string; cursor?: string } = {}) => api(auth).me.notifications.$get({ query });

describe("an update's fan-out on a shard", () => {
  it("writes the notifications on the motion's database, names it on each recipient's row, mails their real address", async () => {
    const a = await shardAudience();
    expect((await deliver(NOTIFICATIONS, [{ body: { updateId: a.update.id, motionId: a.motionId, stage: "author" } }])).outcome).toBe("ok");
    expect(await countOn(SHARD, "notifications", "source_key = ?1", a.update.id)).toBe(4);
    expect(await countOn("directory", "notifications", "source_key = ?1", a.update.id)).toBe(0);
    expect(await countOn(SHARD, "motion_updates", "id = ?1 and fanned_out_at is not null", a.update.id)).toBe(1);
    for (const m of [a.author, a.up, a.down, a.follower]) {
      expect((await rowOf(m.member.id)).activityDatabases).toEqual([SHARD]);
      expect(await mailsFor(m.member.email)).toHaveLength(1);
      expect(await mailsFor(`${m.member.id}@member.invalid`)).toEqual([]);
      const { notifications, unread } = await okJson(await inbox(m.auth));
      expect(unread).toBe(1);
      expect(notifications).toMatchObject([{ kind: "update", motion: { _id: a.motionId, status: "accepted" }, update: { _id: a.update.id } }]);
    }
  });

  it("finds the update of a message without its motion (sent before messages named it)", async () => {
    const a = await shardAudience();
    expect((await deliver(NOTIFICATIONS, [{ body: { updateId: a.update.id, stage: "author" } }])).outcome).toBe("ok");
    expect(await countOn(SHARD, "notifications", "source_key = ?1", a.update.id)).toBe(4);
  });

  it("waits while a move copies the motion's city, then notifies", async () => {
    const a = await shardAudience();
    const moveState = (state: string) =>
      directory(env)
        .prepare(`insert into jurisdiction_moves (jurisdiction_id, from_database, to_database, state, started_at, updated_at)
          values (?1, ?2, 'shard-5', ?3, ?4, ?4) on conflict (jurisdiction_id) do update set state = excluded.state`)
        .bind(a.city.id, SHARD, state, Date.now())
        .run();
    await moveState("copying");
    const body = { updateId: a.update.id, motionId: a.motionId, stage: "author" };
    expect((await deliver(NOTIFICATIONS, [{ body }])).retryMessages).toHaveLength(1);
    expect(await countOn(SHARD, "notifications", "source_key = ?1", a.update.id)).toBe(0);
    await moveState("failed");
    expect((await deliver(NOTIFICATIONS, [{ body, attempts: 2 }])).retryMessages).toEqual([]);
    expect(await countOn(SHARD, "notifications", "source_key = ?1", a.update.id)).toBe(4);
  });

  it("names the motion in the sweep's restart of an unfinished fan-out", async () => {
    const a = await shardAudience();
    const old = new Date(Date.now() - 20 * 60_000);
    await shard().update(motionUpdates).set({ createdAt: old }).where(eq(motionUpdates.id, a.update.id));
    // A copy left on the directory as a move's source holds it until the cleanup: the message is sent once.
    const motion = await shard().query.motions.findFirst({ where: eq(motions.id, a.motionId) });
    await db().insert(motions).values({ ...motion!, seq: undefined });
    await db().insert(motionUpdates).values({ ...a.update, createdAt: old });
    const sent = (await unfinishedFanOutMessages(env)).filter((m) => m.updateId === a.update.id);
    expect(sent).toEqual([{ updateId: a.update.id, motionId: a.motionId, stage: "author" }]);
  });
});

describe("the inbox across databases", () => {
  it("merges the directory's and the shard's rows newest first, pages them by cursor, sums unread and marks read where each is", async () => {
    const a = await shardAudience();
    await deliver(NOTIFICATIONS, [{ body: { updateId: a.update.id, motionId: a.motionId, stage: "author" } }]);
    const earlier = await directoryUpdate(a.up.member, new Date(Date.now() - 60_000));
    const later = await directoryUpdate(a.up.member, new Date(Date.now() + 60_000));

    const all = await okJson(await inbox(a.up.auth));
    expect(all.unread).toBe(3);
    expect(all.notifications.map((n) => n.update?._id)).toEqual([later.id, a.update.id, earlier.id]);
    const seen: string[] = [];
    for (let cursor: string | undefined, i = 0; i < 5; i++) {
      const page = await okJson(await inbox(a.up.auth, { limit: "1", ...(cursor ? { cursor } : {}) }));
      seen.push(...page.notifications.map((n) => n._id));
      cursor = page.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all.notifications.map((n) => n._id));

    const onShard = all.notifications[1]!._id;
    const read = await okJson(await api(a.up.auth).me.notifications.read.$post({ json: { ids: [onShard] } }));
    expect(read.unread).toBe(2);
    expect(await countOn(SHARD, "notifications", "id = ?1 and read_at is not null", onShard)).toBe(1);
    expect((await okJson(await api(a.up.auth).me.notifications.unread.$get())).unread).toBe(2);
    expect((await okJson(await api(a.up.auth).me.notifications.read.$post({ json: { all: true } }))).unread).toBe(0);
    expect((await okJson(await inbox(a.up.auth))).notifications.every((n) => n.readAt !== null)).toBe(true);
  });
});
