import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { follows, users, votes } from "../../../worker/db/schema";
import { voteRow } from "../../../worker/db/vote-keys";
import { notificationSettings } from "../../../worker/db/answers-schema";
import { castVote, db, insertMotion, insertPage, signedInMember } from "../support/factories";
import { heldQueue, mailsFor, notificationsOf, postUpdate, fanOutCounts, waitForFanOut } from "../support/notifications";
import { deliver } from "../support/queue";
import { editorSession } from "../support/staff";

// The fan-out of an official update on plaza-notifications (worker/queue/notification-consumer.ts): who
// hears about it, once each, in the app and by mail as their preferences say; what a redelivery does; a
// failing mail; and a fan-out far larger than one message handles.

const NOTIFICATIONS = "plaza-notifications";
const DLQ = "plaza-notifications-dlq";

const follow = (userId: string, pageId: string) => db().insert(follows).values({ userId, pageId });

/** A page with a motion by an author who also votes on it and follows the page; voters and followers. */
async function audience() {
  const page = await insertPage();
  const author = await signedInMember();
  const motion = await insertMotion(page.id, { score: 60, authorId: author.member.id });
  const [up, down, follower, both, stranger] = await Promise.all(Array.from({ length: 5 }, () => signedInMember()));
  await castVote(motion.id, author.member.id, "up");
  await castVote(motion.id, up!.member.id, "up");
  await castVote(motion.id, down!.member.id, "down");
  await castVote(motion.id, both!.member.id, "up");
  for (const m of [author, follower!, both!]) await follow(m.member.id, page.id);
  return { page, motion, author, up: up!, down: down!, follower: follower!, both: both!, stranger: stranger! };
}

describe("an official update's fan-out", () => {
  it("notifies the author, every voter (up or down) and every follower once each, and mails them", async () => {
    const a = await audience();
    const editor = await editorSession();
    const update = await postUpdate(editor.auth, a.motion.id, "open", "accepted");
    await waitForFanOut(update._id, { rows: 5, mailed: 5 });

    const reasons = [[a.author, "author"], [a.up, "voter"], [a.down, "voter"], [a.both, "voter"], [a.follower, "follower"]] as const;
    for (const [m, reason] of reasons) {
      const { notifications, unread } = await notificationsOf(m.auth);
      expect(notifications, reason).toHaveLength(1); // author + voter + follower is still one notification
      expect(unread).toBe(1);
      expect(notifications[0]).toMatchObject({ kind: "update", reason, readAt: null, motion: { _id: a.motion.id, status: "accepted" } });
      expect(notifications[0]!.update).toMatchObject({ _id: update._id, status: "accepted", previousStatus: "open", by: { name: editor.editor.username, role: "editor" } });
      expect(await mailsFor(m.member.email)).toHaveLength(1);
    }
    expect((await notificationsOf(a.stranger.auth)).notifications).toEqual([]);
    expect(await mailsFor(a.stranger.member.email)).toEqual([]);
  });

  it("mails with the permalink, the response and a one-click unsubscribe for the member's category", async () => {
    const a = await audience();
    const update = await postUpdate((await editorSession()).auth, a.motion.id, "open", "in_progress");
    await waitForFanOut(update._id, { rows: 5, mailed: 5 });
    const [mail] = await mailsFor(a.down.member.email);
    expect(mail!.subject).toBe("A motion you voted on is now In progress");
    expect(mail!.text).toContain(update.text);
    expect(mail!.text).toContain("Status: Open → In progress");
    // The permalink of the nation (README.md, "URLs"): the page's jurisdiction, the page, the motion.
    expect(mail!.links).toContain(`${env.APP_URL}/city/${a.page.slug}/motions/${a.motion.id}`);
    expect(mail!.html).toContain(update.text);
    const oneClick = /^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(new URL(oneClick!).pathname).toBe("/api/notifications/unsubscribe");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const page = mail!.links.find((l) => new URL(l).pathname === "/notifications/unsubscribe");
    expect(new URL(page!).searchParams.get("token")).toBe(new URL(oneClick!).searchParams.get("token"));
    expect(mail!.links).toContain(`${env.APP_URL}/me/notifications`);
  });

  it("honours each member's e-mail preference for their category; in-app notifications stay on", async () => {
    const a = await audience();
    await db().insert(notificationSettings).values([
      { userId: a.up.member.id, emailVoted: false },
      { userId: a.follower.member.id, emailVoted: false }, // a voter switch does not silence a follower
      { userId: a.author.member.id, emailMyMotions: false },
    ]);
    const update = await postUpdate((await editorSession()).auth, a.motion.id, "open");
    await waitForFanOut(update._id, { rows: 5, mailed: 3 });
    expect(await mailsFor(a.up.member.email)).toEqual([]);
    expect(await mailsFor(a.author.member.email)).toEqual([]);
    expect(await mailsFor(a.follower.member.email)).toHaveLength(1);
    expect((await notificationsOf(a.up.auth)).unread).toBe(1);
    expect((await notificationsOf(a.author.auth)).unread).toBe(1);
  });

  it("answers the staff member before anyone is notified: the fan-out is only queued", async () => {
    const a = await audience();
    const { queue, held } = heldQueue();
    const update = await postUpdate((await editorSession()).auth, a.motion.id, "open", "under_review", { ...env, NOTIFICATIONS_QUEUE: queue });
    expect(held).toEqual([{ updateId: update._id, stage: "author", motionId: a.motion.id }]);
    expect(await fanOutCounts(update._id)).toEqual({ rows: 0, mailed: 0 });
  });
});

describe("at-least-once delivery", () => {
  it("sends nothing twice when a message comes again, or twice at once", async () => {
    const a = await audience();
    const { queue } = heldQueue();
    const update = await postUpdate((await editorSession()).auth, a.motion.id, "open", "declined", { ...env, NOTIFICATIONS_QUEUE: queue });
    const first = { updateId: update._id, stage: "author" };
    const runs = await Promise.all([deliver(NOTIFICATIONS, [{ body: first }]), deliver(NOTIFICATIONS, [{ body: first }])]);
    for (const run of runs) expect(run.explicitAcks).toEqual(["msg-0"]);
    expect(await fanOutCounts(update._id)).toEqual({ rows: 5, mailed: 5 });
    await deliver(NOTIFICATIONS, [{ body: first, attempts: 2 }]);
    await deliver(DLQ, [{ body: { ...first, stage: "voter" } }]);
    expect(await fanOutCounts(update._id)).toEqual({ rows: 5, mailed: 5 });
    for (const m of [a.author, a.up, a.down, a.both, a.follower]) expect(await mailsFor(m.member.email)).toHaveLength(1);
  });

  it("retries a message whose mail failed, and then mails only the member not yet reached", async () => {
    const a = await audience();
    const { queue } = heldQueue();
    const update = await postUpdate((await editorSession()).auth, a.motion.id, "open", "accepted", { ...env, NOTIFICATIONS_QUEUE: queue });
    const failing = { ...env, MAIL: { send: async (m: { to: string }) => (m.to === a.down.member.email ? Promise.reject(new Error("mailbox unavailable")) : env.MAIL.send(m as never)) } as unknown as SendEmail };
    const body = { updateId: update._id, stage: "author" };
    const failed = await deliver(NOTIFICATIONS, [{ body }], failing);
    expect(failed.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: 10 }]);
    expect(await fanOutCounts(update._id)).toEqual({ rows: 4, mailed: 3 }); // stopped at the voters' stretch
    expect(await mailsFor(a.down.member.email)).toEqual([]);

    const again = await deliver(NOTIFICATIONS, [{ body, attempts: 2 }]);
    expect(again.explicitAcks).toEqual(["msg-0"]);
    expect(await fanOutCounts(update._id)).toEqual({ rows: 5, mailed: 5 });
    for (const m of [a.author, a.up, a.down, a.both, a.follower]) expect(await mailsFor(m.member.email)).toHaveLength(1);
  });

  it("acknowledges a malformed message and one for an update that no longer exists", async () => {
    const run = await deliver(NOTIFICATIONS, [{ body: { updateId: "" } }, { body: { updateId: "no-such-update", stage: "voter" } }]);
    expect(run.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
  });
});

describe("a large fan-out", () => {
  it("reaches every one of 730 voters and followers across several messages, each once", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { score: 40 });
    const voters = Array.from({ length: 480 }, (_, i) => ({ id: crypto.randomUUID(), name: `Voter ${i}`, email: `voter-${crypto.randomUUID()}@example.test`, isVerified: true }));
    const followers = Array.from({ length: 250 }, (_, i) => ({ id: crypto.randomUUID(), name: `Follower ${i}`, email: `follower-${crypto.randomUUID()}@example.test`, isVerified: true }));
    for (let i = 0; i < voters.length + followers.length; i += 20) await db().insert(users).values([...voters, ...followers].slice(i, i + 20));
    for (let i = 0; i < voters.length; i += 20) await db().insert(votes).values(voters.slice(i, i + 20).map((v) => voteRow({ motionId: motion.id, userId: v.id, direction: "up" })));
    for (let i = 0; i < followers.length; i += 40) await db().insert(follows).values(followers.slice(i, i + 40).map((f) => ({ userId: f.id, pageId: page.id })));
    // Ten voters also follow: still one notification each.
    await db().insert(follows).values(voters.slice(0, 10).map((v) => ({ userId: v.id, pageId: page.id })));

    const update = await postUpdate((await editorSession()).auth, motion.id, "open", "under_review");
    await waitForFanOut(update._id, { rows: 730, mailed: 730 }, 60_000);
  }, 90_000);
});
