import { describe, expect, it, vi } from "vitest";
import { notificationMessages } from "../../../worker/contract/notifications";
import { api, errorJson, okJson } from "../support/client";
import { castVote, insertMotion, insertPage, signedInMember } from "../support/factories";
import { notificationsOf, postUpdate, waitForFanOut } from "../support/notifications";
import { adminSession, editorSession } from "../support/staff";

// A member's notifications (GET /api/me/notifications, …/unread, POST …/read) and e-mail preferences
// (GET/PUT /api/me/notification-settings); "your motion was scored" from the real scoring queue.

/** A voter on a motion that got `count` official updates, each fanned out by the real queue. */
async function voterWithUpdates(count: number) {
  const page = await insertPage();
  const motion = await insertMotion(page.id, { score: 55 });
  const voter = await signedInMember();
  await castVote(motion.id, voter.member.id, "up");
  const editor = await editorSession();
  const updates = [];
  for (let i = 0; i < count; i++) {
    const update = await postUpdate(editor.auth, motion.id, "open");
    await waitForFanOut(update._id, { rows: 1, mailed: 1 });
    updates.push(update);
  }
  return { motion, voter, updates };
}

describe("GET /api/me/notifications", () => {
  it("lists the member's own notifications newest first, by cursor, with the unread count, never cached", async () => {
    const { voter, updates } = await voterWithUpdates(3);
    const first = await api(voter.auth).me.notifications.$get({ query: { limit: "2" } });
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const page1 = await okJson(first);
    expect(page1.unread).toBe(3);
    expect(page1.notifications.map((n) => n.update?._id)).toEqual([updates[2]!._id, updates[1]!._id]);
    const page2 = await okJson(await api(voter.auth).me.notifications.$get({ query: { limit: "2", cursor: page1.nextCursor! } }));
    expect(page2.notifications.map((n) => n.update?._id)).toEqual([updates[0]!._id]);
    expect(page2.nextCursor).toBeNull();
    expect((await notificationsOf((await signedInMember()).auth)).notifications).toEqual([]);
  });

  it("refuses anonymous callers and a bad cursor", async () => {
    await errorJson(await api().me.notifications.$get({ query: {} }), 401);
    const { auth } = await signedInMember();
    await errorJson(await api(auth).me.notifications.$get({ query: { cursor: "not-a-cursor" } }), 400);
  });

  it("tells the author their motion was scored, once", async () => {
    const page = await insertPage({ name: "Harbor Parks", description: "Parks, playgrounds and green spaces along the harbor." });
    const author = await signedInMember();
    const text = "Add shade trees and drinking fountains to the Harbor Street playground before next summer.";
    const { motion } = await okJson(await api(author.auth).idea.add.$post({ json: { entityId: page.id, userIdea: text } }), 202);
    const scored = await vi.waitFor(
      async () => {
        const { notifications } = await notificationsOf(author.auth);
        expect(notifications).toHaveLength(1);
        return notifications[0]!;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(scored).toMatchObject({ kind: "scored", reason: "author", update: null, motion: { _id: motion._id } });
    expect(scored.motion.aiScore).toEqual(expect.any(Number));
  });
});

describe("POST /api/me/notifications/read", () => {
  it("marks the named notifications read, then all, and answers what stays unread", async () => {
    const { voter } = await voterWithUpdates(3);
    const { notifications } = await notificationsOf(voter.auth);
    const one = await okJson(await api(voter.auth).me.notifications.read.$post({ json: { ids: [notifications[0]!._id] } }));
    expect(one.unread).toBe(2);
    expect(await okJson(await api(voter.auth).me.notifications.unread.$get())).toEqual({ unread: 2 });
    const after = await notificationsOf(voter.auth);
    expect(after.notifications[0]!.readAt).not.toBeNull();
    expect(after.notifications[1]!.readAt).toBeNull();
    expect((await okJson(await api(voter.auth).me.notifications.read.$post({ json: { all: true } }))).unread).toBe(0);
  });

  it("never touches another member's notifications", async () => {
    const { voter } = await voterWithUpdates(1);
    const { notifications } = await notificationsOf(voter.auth);
    const other = await signedInMember();
    await okJson(await api(other.auth).me.notifications.read.$post({ json: { ids: [notifications[0]!._id] } }));
    await okJson(await api(other.auth).me.notifications.read.$post({ json: { all: true } }));
    expect((await notificationsOf(voter.auth)).unread).toBe(1);
  });

  it("answers 400 for an empty or oversized list and for a body that is neither form", async () => {
    const { auth } = await signedInMember();
    const read = (json: never) => api(auth).me.notifications.read.$post({ json });
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }, { all: false }, {}]) {
      expect((await errorJson(await read(body as never), 400)).message, JSON.stringify(body).slice(0, 40)).toMatch(/notifications|all/);
    }
  });
});

describe("notification settings", () => {
  it("starts with every e-mail on, changes only the switches sent, and keeps them", async () => {
    const { auth } = await signedInMember();
    expect((await okJson(await api(auth).me["notification-settings"].$get())).settings).toEqual({ emailMyMotions: true, emailVoted: true, emailFollowed: true });
    const saved = await okJson(await api(auth).me["notification-settings"].$put({ json: { emailVoted: false } }));
    expect(saved).toEqual({ message: notificationMessages.settingsSaved, settings: { emailMyMotions: true, emailVoted: false, emailFollowed: true } });
    await okJson(await api(auth).me["notification-settings"].$put({ json: { emailFollowed: false, emailVoted: true } }));
    expect((await okJson(await api(auth).me["notification-settings"].$get())).settings).toEqual({ emailMyMotions: true, emailVoted: true, emailFollowed: false });
  });

  it("answers 400 with the contract's text for an empty or wrong body, and 401 to anyone but a member", async () => {
    const { auth } = await signedInMember();
    for (const json of [{}, { emailVoted: "no" }, { emailSpam: true }]) {
      const { message } = await errorJson(await api(auth).me["notification-settings"].$put({ json: json as never }), 400);
      expect(message).toBe(notificationMessages.settings);
    }
    await errorJson(await api().me["notification-settings"].$get(), 401);
    await errorJson(await api((await adminSession()).auth).me["notification-settings"].$get(), 401);
  });
});
