import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { api, okJson } from "../support/client";
import { expectExactCounters } from "../support/counters";
import { eq } from "drizzle-orm";
import * as schema from "../../../worker/db/schema";
import { castVote, db, insertMotion, insertPage, signedInMember, voteRows } from "../support/factories";
import { flushNow, forceHot, hotApi, hotSince, leaveNow, objectOf } from "../support/hot-motions";

// Votes of a hot motion go through its Durable Object (README.md, "Hot motions"): the answers are the plain
// path's, with exact counts at once; D1's counters, trend_key and vote rows agree after the flush.

const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));
const newMotion = async () => insertMotion((await insertPage()).id);
type Auth = Record<string, string>;
const up = (motionId: string, auth: Auth, threshold = 0) => hotApi(auth, threshold).idea.vote.$post({ json: { ideaId: motionId } });
const down = (motionId: string, auth: Auth, threshold = 0) => hotApi(auth, threshold).idea.downvote.$post({ json: { ideaId: motionId } });
const counts = async (id: string) => {
  const { motion } = await okJson(await api().idea[":id"].$get({ param: { id } }));
  return { up: motion.votes.count, down: motion.downVotes.count };
};

describe("the hot path", () => {
  it("takes a motion's votes once a burst reaches the threshold, and loses none of them", async () => {
    const motion = await newMotion();
    const voters = await members(60);
    const answers = await Promise.all(voters.map((v) => up(motion.id, v.auth, 10).then(okJson)));
    expect(await hotSince(motion.id)).not.toBeNull();
    expect(answers.every((a) => a.message === motionMessages.upvoted && a.idea.viewerVote === "up")).toBe(true);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 60, down: 0 });
    await expectExactCounters([motion.id]);
  });

  it("counts many members and one member's repeated votes exactly, in the answers at once and in D1 after the flush", async () => {
    const motion = await newMotion();
    await forceHot(motion.id);
    const [voters, [repeater]] = await Promise.all([members(100), members(1)]);
    const requests = [...voters.map((v, i) => (i % 5 < 3 ? up : down)(motion.id, v.auth)), ...Array.from({ length: 7 }, () => up(motion.id, repeater!.auth))];
    const answers = await Promise.all(requests.map((r) => r.then(okJson)));
    const mine = answers.slice(100);
    // The object takes one vote at a time: the repeats toggle up, withdrawn, up… and each answer says which.
    for (const a of mine) expect(a.message).toBe(a.idea.viewerVote === "up" ? motionMessages.upvoted : motionMessages.withdrawn);
    expect(mine.filter((a) => a.idea.viewerVote === "up")).toHaveLength(4);
    // Every up answered the count right after it: all different, the last one the total.
    const ups = answers.slice(0, 100).filter((a) => a.idea.viewerVote === "up").map((a) => a.idea.votes.count);
    expect(new Set(ups).size).toBe(60);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 61, down: 40 });
    expect(await counts(motion.id)).toEqual({ up: 61, down: 40 });
    await expectExactCounters([motion.id]);
  });

  it("keeps the voting rules: switch, withdraw, and votes cast before the motion turned hot", async () => {
    const motion = await newMotion();
    const [upThenDown, upThenUp, downThenUp, fresh] = await Promise.all([members(10), members(10), members(10), members(10)]);
    for (const v of [...upThenDown, ...upThenUp]) await castVote(motion.id, v.member.id, "up", new Date(Date.now() - 3 * 86_400_000));
    for (const v of downThenUp) await castVote(motion.id, v.member.id, "down");
    await forceHot(motion.id);
    const send = (list: typeof fresh, vote: typeof up) => Promise.all(list.map((v) => vote(motion.id, v.auth).then(okJson)));
    const [switchedDown, withdrawn, switchedUp, added] = await Promise.all([send(upThenDown, down), send(upThenUp, up), send(downThenUp, up), send(fresh, down)]);
    expect(switchedDown.every((a) => a.message === motionMessages.switchedDown && a.idea.viewerVote === "down")).toBe(true);
    expect(withdrawn.every((a) => a.message === motionMessages.withdrawn && a.idea.viewerVote === null)).toBe(true);
    expect(switchedUp.every((a) => a.message === motionMessages.switchedUp && a.idea.viewerVote === "up")).toBe(true);
    expect(added.every((a) => a.message === motionMessages.downvoted)).toBe(true);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 10, down: 20 });
    await expectExactCounters([motion.id]);
  });

  it("hands the motion back to the plain path once all is flushed, where votes work as before", async () => {
    const motion = await newMotion();
    await forceHot(motion.id);
    const voters = await members(20);
    await Promise.all(voters.map((v) => up(motion.id, v.auth).then(okJson)));
    await leaveNow(motion.id);
    expect(await hotSince(motion.id)).toBeNull();
    expect(await voteRows(motion.id)).toEqual({ up: 20, down: 0 });
    // The plain path reads the votes the object wrote: a second up withdraws, a down switches.
    const again = await okJson(await up(motion.id, voters[0]!.auth));
    expect(again.message).toBe(motionMessages.withdrawn);
    const switched = await okJson(await down(motion.id, voters[1]!.auth));
    expect(switched.message).toBe(motionMessages.switchedDown);
    expect(switched.idea.votes.count).toBe(18);
    expect(await objectOf(motion.id).pending()).toBe(0);
    await expectExactCounters([motion.id]);
  });

  it("refuses votes on a hot motion the moderators hid, as the plain path does, and keeps those it took", async () => {
    const motion = await newMotion();
    await forceHot(motion.id);
    const [early, late] = await members(2);
    await okJson(await up(motion.id, early!.auth));
    await db().update(schema.motions).set({ moderationState: "hidden" }).where(eq(schema.motions.id, motion.id));
    expect((await up(motion.id, late!.auth)).status).toBe(409);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 1, down: 0 });
    await expectExactCounters([motion.id]);
  });

  it("hands a vote back when the motion is not hot", async () => {
    const motion = await newMotion();
    const [voter] = await members(1);
    expect(await objectOf(motion.id).vote(motion.id, voter!.member.id, "up")).toBeNull();
    expect(await voteRows(motion.id)).toEqual({ up: 0, down: 0 });
  });
});
