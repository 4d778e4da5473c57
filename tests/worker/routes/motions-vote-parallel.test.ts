import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { api, okJson } from "../support/client";
import { voteWeight } from "../../../worker/jurisdictions/trend";
import { castVote, insertPage, insertMotion, signedInMember, trendKeys, voteRows } from "../support/factories";

// Votes arriving at the same time, from many members: the counts and Trending's key stay exact and no request fails. Every
// request is a real fetch to the Worker, all started together with Promise.all; the truth each test checks
// against is the votes table itself.

const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));
const newMotion = async () => insertMotion((await insertPage()).id);
const counts = async (id: string) => {
  const { motion } = await okJson(await api().idea[":id"].$get({ param: { id } }));
  return { up: motion.votes.count, down: motion.downVotes.count };
};
const up = (motionId: string, auth: Record<string, string>) => api(auth).idea.vote.$post({ json: { ideaId: motionId } });
const down = (motionId: string, auth: Record<string, string>) => api(auth).idea.downvote.$post({ json: { ideaId: motionId } });
/** Trending's key equals migration 0022's formula over the vote rows, to a billionth of one vote cast now. */
const expectTrendFromVotes = async (motionId: string) => {
  const { stored, recounted } = await trendKeys(motionId);
  expect(Math.abs(stored - recounted)).toBeLessThanOrEqual(1e-9 * voteWeight(Date.now()));
};
/** The answer of a vote that must have succeeded. */
const answer = (res: Awaited<ReturnType<typeof up>>) => okJson(res);

describe("parallel votes", () => {
  it("counts 200 members voting on one motion at once exactly", async () => {
    const motion = await newMotion();
    const voters = await members(200);
    const responses = await Promise.all(voters.map((v, i) => (i % 5 < 3 ? up : down)(motion.id, v.auth)));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const answers = await Promise.all(responses.map(answer));
    expect(answers.filter((a) => a.message === motionMessages.upvoted)).toHaveLength(120);
    expect(answers.filter((a) => a.message === motionMessages.downvoted)).toHaveLength(80);
    expect(await counts(motion.id)).toEqual({ up: 120, down: 80 });
    expect(await voteRows(motion.id)).toEqual({ up: 120, down: 80 });
  });

  it("keeps counts exact when votes, switches and withdrawals run at once", async () => {
    const motion = await newMotion();
    const [upThenDown, upThenUp, downThenUp, fresh] = await Promise.all([members(40), members(40), members(40), members(40)]);
    for (const v of [...upThenDown, ...upThenUp]) await castVote(motion.id, v.member.id, "up");
    for (const v of downThenUp) await castVote(motion.id, v.member.id, "down");
    expect(await counts(motion.id)).toEqual({ up: 80, down: 40 });

    const requests = [
      ...upThenDown.map((v) => down(motion.id, v.auth)), // switch to down
      ...upThenUp.map((v) => up(motion.id, v.auth)), // withdraw
      ...downThenUp.map((v) => up(motion.id, v.auth)), // switch to up
      ...fresh.map((v, i) => (i % 2 ? up : down)(motion.id, v.auth)),
    ];
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    // up: 40 switched up + 20 fresh; down: 40 switched down + 20 fresh; the 40 withdrawals count nowhere.
    expect(await counts(motion.id)).toEqual({ up: 60, down: 60 });
    expect(await voteRows(motion.id)).toEqual({ up: 60, down: 60 });
    await expectTrendFromVotes(motion.id);
  });

  it("keeps Trending's key equal to its votes when the same members vote, switch and withdraw at once", async () => {
    const motion = await newMotion();
    const voters = await members(30);
    // Votes of earlier days (other weights), then every member presses up, down or both at once, twice over.
    for (const [i, v] of voters.entries()) if (i % 3) await castVote(motion.id, v.member.id, i % 2 ? "up" : "down", new Date(Date.now() - i * 86_400_000));
    for (let round = 0; round < 2; round++) {
      const requests = voters.flatMap((v, i) => (i % 4 === 0 ? [up(motion.id, v.auth), down(motion.id, v.auth)] : [(i % 2 ? up : down)(motion.id, v.auth)]));
      expect((await Promise.all(requests)).every((r) => r.status === 200)).toBe(true);
    }
    expect(await counts(motion.id)).toEqual(await voteRows(motion.id));
    await expectTrendFromVotes(motion.id);
  });

  it("never counts one member twice, however many identical votes arrive at once", async () => {
    for (const copies of [2, 3, 10]) {
      const motion = await newMotion();
      const [voter] = await members(1);
      const responses = await Promise.all(Array.from({ length: copies }, () => up(motion.id, voter!.auth)));
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
      const answers = await Promise.all(responses.map(answer));
      const rows = await voteRows(motion.id);
      // One vote (the copies raced: the later ones found the vote there and changed nothing), or, if the
      // runtime happened to run them one after another, the up/withdraw toggle of the voting rules. Never two.
      expect(rows.down).toBe(0);
      expect(rows.up).toBeLessThanOrEqual(1);
      expect(await counts(motion.id)).toEqual(rows);
      // Every answer tells the truth about the state its request left behind.
      for (const a of answers) {
        expect(a.message).toBe(a.idea.viewerVote === "up" ? motionMessages.upvoted : motionMessages.withdrawn);
        expect(a.idea.votes.count).toBe(a.idea.viewerVote === "up" ? 1 : 0);
      }
    }
  });

  it("leaves a member's up and down clicked at once as one consistent vote", async () => {
    const motion = await newMotion();
    const [voter] = await members(1);
    const responses = await Promise.all([
      up(motion.id, voter!.auth),
      down(motion.id, voter!.auth),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const rows = await voteRows(motion.id);
    expect(rows.up + rows.down).toBe(1);
    expect(await counts(motion.id)).toEqual(rows);
  });
});
