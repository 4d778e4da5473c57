import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { FREQUENT, HOURLY } from "../../../worker/cron/schedules";
import { sweepHourly } from "../../../worker/cron/sweep";
import { motionUpdates } from "../../../worker/db/answers-schema";
import { idempotencyKeys } from "../../../worker/db/idempotency-schema";
import { browserTrustLinks, cappedMails, loginThrottles } from "../../../worker/db/throttle-schema";
import { motions } from "../../../worker/db/schema";
import { api } from "../support/client";
import { castVote, db, insertMotion, insertPage, putImage, signedInMember } from "../support/factories";
import { fanOutCounts, heldQueue, postUpdate } from "../support/notifications";
import { recordingQueue } from "../support/queue";
import { addPage, editorSession, imageKeyOf } from "../support/staff";

// The cron sweeps (worker/cron/sweep.ts), run through the Worker's own `scheduled` export: a motion whose
// scoring message was lost gets scored, a fan-out whose message was lost reaches everyone, and page images
// no page names are deleted after their grace period. Each sweep is safe to repeat.

const MINUTE = 60_000;

const sweep = async (cron: string, bindings: Env = env) => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
};

const readMotion = async (id: string) => (await db().select().from(motions).where(eq(motions.id, id)))[0]!;

describe("the 5-minute sweep", () => {
  it("sends a motion pending for minutes (its message was lost) to the queue again, which scores it", async () => {
    const page = await insertPage({ name: "Harbor Parks", description: "Parks and playgrounds along the harbor." });
    const lost = await insertMotion(page.id, { text: "Add shade sails over the Harbor Street playground before summer.", createdAt: new Date(Date.now() - 10 * MINUTE) });
    const fresh = await insertMotion(page.id, { text: "Add a drinking fountain at the harbor playground entrance." });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await sweep(FREQUENT, { ...env, SCORING_QUEUE: queue });
    expect(sent.map((s) => s.body)).toContainEqual({ motionId: lost.id });
    expect(sent.map((s) => s.body)).not.toContainEqual({ motionId: fresh.id }); // still within its normal path
    await vi.waitFor(async () => expect((await readMotion(lost.id)).aiStatus).toBe("scored"), { timeout: 10_000, interval: 100 });
  });

  it("scores a motion pending for over half an hour with the fallback itself", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: "Repaint the faded crossings near every school.", createdAt: new Date(Date.now() - 40 * MINUTE) });
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    await sweep(FREQUENT, { ...env, SCORING_QUEUE: queue });
    expect(sent.map((s) => s.body)).not.toContainEqual({ motionId: motion.id });
    expect((await readMotion(motion.id)).aiStatus).toBe("scored");
  });

  it("restarts a fan-out whose first message was lost, and never one that finished", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { score: 50 });
    const voter = await signedInMember();
    await castVote(motion.id, voter.member.id, "up");
    const { queue } = heldQueue(); // the message is "lost"
    const update = await postUpdate((await editorSession()).auth, motion.id, "open", "accepted", { ...env, NOTIFICATIONS_QUEUE: queue });
    await db().update(motionUpdates).set({ createdAt: new Date(Date.now() - 15 * MINUTE) }).where(eq(motionUpdates.id, update._id));
    await sweep(FREQUENT);
    await vi.waitFor(async () => expect(await fanOutCounts(update._id)).toEqual({ rows: 1, mailed: 1 }), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect((await db().select().from(motionUpdates).where(eq(motionUpdates.id, update._id)))[0]!.fannedOutAt).not.toBeNull(), { timeout: 10_000, interval: 100 });

    const recorded = recordingQueue(env.NOTIFICATIONS_QUEUE);
    await sweep(FREQUENT, { ...env, NOTIFICATIONS_QUEUE: recorded.queue });
    expect(recorded.sent.map((s) => s.body)).not.toContainEqual({ updateId: update._id, stage: "author" });
    expect(await fanOutCounts(update._id)).toEqual({ rows: 1, mailed: 1 });
  });
});

describe("the hourly sweep", () => {
  it("deletes page images no page names once past the grace period, and nothing else", async () => {
    const { auth } = await editorSession();
    const page = await addPage(auth);
    const orphan = await putImage();
    const foreign = await putImage({ key: `uploads/${crypto.randomUUID()}.png` });
    await sweep(HOURLY); // too young: kept
    expect(await env.IMAGES.head(orphan.key)).not.toBeNull();
    await sweepHourly(env, Date.now() + 2 * 60 * MINUTE);
    expect(await env.IMAGES.head(orphan.key)).toBeNull();
    expect(await env.IMAGES.head(imageKeyOf(page))).not.toBeNull();
    expect(await env.IMAGES.head(foreign.key)).not.toBeNull();
  });

  it("forgets idempotency keys after 24 hours, and only those", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { member, auth } = await signedInMember();
    const vote = (key: string) => api({ ...auth, "Idempotency-Key": key }).idea.vote.$post({ json: { ideaId: motion.id } });
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await vote(old);
    await db().update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 60 * MINUTE) }).where(eq(idempotencyKeys.key, old));
    await vote(recent);
    await sweep(HOURLY);
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, member.id));
    expect(keys.map((k) => k.key)).toEqual([recent]);
  });

  it("forgets sign-in failure counts idle for an hour, and keeps recent ones", async () => {
    const [idle, recent] = [`member:idle-${crypto.randomUUID()}@example.test`, `member:recent-${crypto.randomUUID()}@example.test`];
    await db()
      .insert(loginThrottles)
      .values([
        { key: idle, failures: 7, lockedUntil: 0, lastAttemptAt: Date.now() - 61 * MINUTE },
        { key: recent, failures: 7, lockedUntil: 0, lastAttemptAt: Date.now() - 5 * MINUTE },
      ]);
    await sweep(HOURLY);
    const left = await db().select().from(loginThrottles).where(inArray(loginThrottles.key, [idle, recent]));
    expect(left.map((r) => r.key)).toEqual([recent]);
  });

  it("forgets capped mails past their day and browser-trust links nothing can renew or spend", async () => {
    const [old, recent] = [`old-${crypto.randomUUID()}`, `recent-${crypto.randomUUID()}`];
    await db()
      .insert(cappedMails)
      .values([
        { id: old, target: old, sentAt: Date.now() - 25 * 60 * MINUTE },
        { id: recent, target: recent, sentAt: Date.now() - 5 * MINUTE },
      ]);
    const link = { staffKind: "admin" as const, staffId: crypto.randomUUID(), expiresAt: 0 };
    await db()
      .insert(browserTrustLinks)
      .values([
        { ...link, id: old, tokenHash: old, createdAt: new Date(Date.now() - 26 * 60 * MINUTE) },
        { ...link, id: recent, tokenHash: recent, createdAt: new Date(Date.now() - 23 * 60 * MINUTE) },
      ]);
    await sweep(HOURLY);
    expect((await db().select().from(cappedMails).where(inArray(cappedMails.id, [old, recent]))).map((r) => r.id)).toEqual([recent]);
    expect((await db().select().from(browserTrustLinks).where(inArray(browserTrustLinks.id, [old, recent]))).map((r) => r.id)).toEqual([recent]);
  });
});
