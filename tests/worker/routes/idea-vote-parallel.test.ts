import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { castVote, insertPage, insertMotion, send, signedInMember, voteRows } from "../factories";

// Votes arriving at the same time (DESIGN §10: "concurrent votes by many members: counts exact, no error").
// Every request is a real fetch to the Worker, all started together with Promise.all; the truth each test
// checks against is the votes table itself.

type Motion = { votes: { count: number }; downVotes: { count: number }; viewerVote: "up" | "down" | null };
type VoteAnswer = { idea: Motion; message: string };

const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));
const newMotion = async () => insertMotion((await insertPage()).id);
const counts = async (id: string) => {
  const { motion } = (await (await send("GET", `/idea/${id}`)).json()) as { motion: Motion };
  return { up: motion.votes.count, down: motion.downVotes.count };
};

describe("parallel votes", () => {
  it("counts 200 members voting on one motion at once exactly", async () => {
    const motion = await newMotion();
    const voters = await members(200);
    const responses = await Promise.all(
      voters.map((v, i) => send("POST", i % 5 < 3 ? "/idea/vote" : "/idea/downvote", { ideaId: motion.id }, v.auth)),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const answers = (await Promise.all(responses.map((r) => r.json()))) as VoteAnswer[];
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
      ...upThenDown.map((v) => send("POST", "/idea/downvote", { ideaId: motion.id }, v.auth)), // switch to down
      ...upThenUp.map((v) => send("POST", "/idea/vote", { ideaId: motion.id }, v.auth)), // withdraw
      ...downThenUp.map((v) => send("POST", "/idea/vote", { ideaId: motion.id }, v.auth)), // switch to up
      ...fresh.map((v, i) => send("POST", i % 2 ? "/idea/vote" : "/idea/downvote", { ideaId: motion.id }, v.auth)),
    ];
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    // up: 40 switched up + 20 fresh; down: 40 switched down + 20 fresh; the 40 withdrawals count nowhere.
    expect(await counts(motion.id)).toEqual({ up: 60, down: 60 });
    expect(await voteRows(motion.id)).toEqual({ up: 60, down: 60 });
  });

  it("never counts one member twice, however many identical votes arrive at once", async () => {
    for (const copies of [2, 3, 10]) {
      const motion = await newMotion();
      const [voter] = await members(1);
      const responses = await Promise.all(
        Array.from({ length: copies }, () => send("POST", "/idea/vote", { ideaId: motion.id }, voter!.auth)),
      );
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
      const answers = (await Promise.all(responses.map((r) => r.json()))) as VoteAnswer[];
      const rows = await voteRows(motion.id);
      // One vote (the copies raced: the later ones found the vote there and changed nothing), or, if the
      // runtime happened to run them one after another, the up/withdraw toggle of DESIGN §5. Never two.
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
      send("POST", "/idea/vote", { ideaId: motion.id }, voter!.auth),
      send("POST", "/idea/downvote", { ideaId: motion.id }, voter!.auth),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const rows = await voteRows(motion.id);
    expect(rows.up + rows.down).toBe(1);
    expect(await counts(motion.id)).toEqual(rows);
  });
});
