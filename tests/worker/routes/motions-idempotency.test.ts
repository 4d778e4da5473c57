import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER, idempotencyMessages } from "../../../worker/contract/idempotency";
import { motionMessages } from "../../../worker/contract/motions";
import { idempotencyKeys } from "../../../worker/db/idempotency-schema";
import { motions } from "../../../worker/db/schema";
import { sha256Hex } from "../../../worker/shared/digest";
import { api, errorJson, okJson } from "../support/client";
import { db, insertMotion, insertPage, signedInMember, voteRows } from "../support/factories";
import { recordingQueue } from "../support/queue";

// Idempotency-Key on submit, vote and downvote (README.md, "Idempotent writes"): a retried request gets the
// first answer again and acts once; without a key a vote stays a toggle.

const TEXT = "Keep the Eastside branch library open until 9 pm on weekdays so students can study after work.";
const withKey = (auth: Record<string, string>, key: string) => ({ ...auth, [IDEMPOTENCY_HEADER]: key });
// The scoring queue is recorded, not consumed: these tests count motions, not scores.
const bindings = () => ({ ...env, SCORING_QUEUE: recordingQueue(env.SCORING_QUEUE).queue });
const submit = (auth: Record<string, string>, entityId: string, userIdea = TEXT) =>
  api(auth, bindings()).idea.add.$post({ json: { entityId, userIdea } });
const up = (auth: Record<string, string>, ideaId: string) => api(auth).idea.vote.$post({ json: { ideaId } });
const down = (auth: Record<string, string>, ideaId: string) => api(auth).idea.downvote.$post({ json: { ideaId } });
const motionsBy = async (authorId: string) => db().select().from(motions).where(eq(motions.authorId, authorId));
const keyRow = async (memberId: string, key: string) =>
  (await db().select().from(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key))))[0];

describe("Idempotency-Key on POST /api/idea/add", () => {
  it("stores one motion for a retried submission and answers the retry with the first answer", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    const first = await submit(withKey(auth, key), page.id);
    const again = await submit(withKey(auth, key), page.id);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await okJson(again, 202)).toEqual(await okJson(first, 202));
    expect(await motionsBy(member.id)).toHaveLength(1);
  });

  it("stores one motion for five identical submissions sent at once", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(withKey(auth, key), page.id)));
    const bodies = await Promise.all(answers.map((a) => okJson(a, 202)));
    expect(new Set(bodies.map((b) => b.motion._id)).size).toBe(1);
    expect(await motionsBy(member.id)).toHaveLength(1);
  });

  it("still stores two motions for two submissions without a key, or with two keys", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    await okJson(await submit(auth, page.id), 202);
    await okJson(await submit(withKey(auth, crypto.randomUUID()), page.id, `${TEXT} Saturdays too.`), 202);
    await okJson(await submit(withKey(auth, crypto.randomUUID()), page.id, `${TEXT} Saturdays too.`), 202);
    expect(await motionsBy(member.id)).toHaveLength(3);
  });

  it("refuses the same key with a different body (422) and keeps only the first motion", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    await okJson(await submit(withKey(auth, key), page.id), 202);
    const other = await submit(withKey(auth, key), page.id, `${TEXT} And on Sundays.`);
    expect((await errorJson(other, 422)).message).toBe(idempotencyMessages.keyReused);
    expect(await motionsBy(member.id)).toHaveLength(1);
  });

  it("keeps nothing for a request that failed, so the corrected retry with the same key acts", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    expect((await errorJson(await submit(withKey(auth, key), page.id, "Too short."), 400)).issues?.[0]?.message).toBe(motionMessages.motionTooShort);
    expect(await keyRow(member.id, key)).toBeUndefined();
    await okJson(await submit(withKey(auth, key), page.id), 202);
    expect(await motionsBy(member.id)).toHaveLength(1);
  });

  it("scopes keys to the member: another member's equal key acts for them", async () => {
    const page = await insertPage();
    const [a, b] = await Promise.all([signedInMember(), signedInMember()]);
    const key = crypto.randomUUID();
    const first = await okJson(await submit(withKey(a.auth, key), page.id), 202);
    const second = await okJson(await submit(withKey(b.auth, key), page.id), 202);
    expect(second.motion._id).not.toBe(first.motion._id);
  });

  it("answers 400 for a key that is too short or not printable ASCII", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    for (const key of ["abc", "x".repeat(129), "key with spaces"]) {
      expect((await errorJson(await submit(withKey(auth, key), page.id), 400)).message).toBe(idempotencyMessages.invalidKey);
    }
    expect(await motionsBy(member.id)).toHaveLength(0);
  });
});

describe("Idempotency-Key on votes", () => {
  it("counts a retried upvote once instead of withdrawing it; a new key toggles as before", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { auth } = await signedInMember();
    const key = crypto.randomUUID();
    const first = await okJson(await up(withKey(auth, key), motion.id));
    const retry = await up(withKey(auth, key), motion.id);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect((await okJson(retry)).message).toBe(first.message);
    expect(first.message).toBe(motionMessages.upvoted);
    expect(await voteRows(motion.id)).toEqual({ up: 1, down: 0 });

    expect((await okJson(await up(withKey(auth, crypto.randomUUID()), motion.id))).message).toBe(motionMessages.withdrawn);
    expect(await voteRows(motion.id)).toEqual({ up: 0, down: 0 });
  });

  it("acts once for ten parallel copies of one downvote", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { auth } = await signedInMember();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => down(withKey(auth, key), motion.id)));
    const bodies = await Promise.all(answers.map((a) => okJson(a)));
    expect(bodies.every((b) => b.message === motionMessages.downvoted)).toBe(true);
    expect(await voteRows(motion.id)).toEqual({ up: 0, down: 1 });
  });

  it("refuses one key reused for the other direction or another motion (422)", async () => {
    const page = await insertPage();
    const [one, two] = [await insertMotion(page.id), await insertMotion(page.id)];
    const { auth } = await signedInMember();
    const key = crypto.randomUUID();
    await okJson(await up(withKey(auth, key), one.id));
    expect((await errorJson(await down(withKey(auth, key), one.id), 422)).message).toBe(idempotencyMessages.keyReused);
    expect((await errorJson(await up(withKey(auth, key), two.id), 422)).message).toBe(idempotencyMessages.keyReused);
    expect(await voteRows(one.id)).toEqual({ up: 1, down: 0 });
    expect(await voteRows(two.id)).toEqual({ up: 0, down: 0 });
  });
});

describe("a retry while the first request is still in flight", () => {
  const hashOf = (path: string, body: unknown) => sha256Hex(`POST ${path}\n${JSON.stringify(body)}`);
  const inFlight = async (memberId: string, key: string, ideaId: string, createdAt = new Date()) =>
    db().insert(idempotencyKeys).values({ memberId, key, requestHash: await hashOf("/api/idea/vote", { ideaId }), createdAt });

  it("waits for the first answer and repeats it", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    await inFlight(member.id, key, motion.id);
    const retry = up(withKey(auth, key), motion.id);
    const answer = JSON.stringify({ idea: { _id: motion.id }, message: motionMessages.upvoted });
    await db().update(idempotencyKeys).set({ status: 200, body: answer }).where(eq(idempotencyKeys.key, key));
    const res = await retry;
    expect(res.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(await res.text()).toBe(answer);
    expect(await voteRows(motion.id)).toEqual({ up: 0, down: 0 });
  });

  it("answers 409 with Retry-After when the first is still unanswered after a few seconds", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    await inFlight(member.id, key, motion.id);
    const res = await up(withKey(auth, key), motion.id);
    expect((await errorJson(res, 409)).message).toBe(idempotencyMessages.inProgress);
    expect(res.headers.get("Retry-After")).toBe("1");
  });

  it("takes over a claim abandoned for over a minute (the Worker died mid-request) and acts", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { member, auth } = await signedInMember();
    const key = crypto.randomUUID();
    await inFlight(member.id, key, motion.id, new Date(Date.now() - 2 * 60_000));
    expect((await okJson(await up(withKey(auth, key), motion.id))).message).toBe(motionMessages.upvoted);
    expect(await voteRows(motion.id)).toEqual({ up: 1, down: 0 });
    expect((await keyRow(member.id, key))?.status).toBe(200);
  });
});
