import { inOneMinute } from "../support/rate-limits";
import { describe, expect, it } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { api, errorJson, okJson, sendJson, type MotionJson } from "../support/client";
import { castVote, insertPage, insertMember, insertMotion, signedInMember, voteRows } from "../support/factories";

// POST /api/idea/vote and /api/idea/downvote, one request at a time: the voting rules as a client sees them
// (one vote per member and motion; the same button again withdraws it, the other one switches it: message,
// counts, viewerVote), gating and errors. Parallel requests: motions-vote-parallel.test.ts.

type VotePath = "/idea/vote" | "/idea/downvote";

/** POST /api/idea/vote or /api/idea/downvote as `auth`. */
const voteCall = (path: VotePath, motionId: string, auth: Record<string, string> = {}) => {
  const motions = api(auth).idea;
  const json = { ideaId: motionId };
  return path === "/idea/vote" ? motions.vote.$post({ json }) : motions.downvote.$post({ json });
};

/** A motion that already has one up-vote and one down-vote from other members, so counts are not trivial. */
const motionWithOtherVotes = async () => {
  const motion = await insertMotion((await insertPage()).id, { score: 55 });
  await castVote(motion.id, (await insertMember()).id, "up");
  await castVote(motion.id, (await insertMember()).id, "down");
  return motion;
};

const vote = async (path: VotePath, motionId: string, auth: Record<string, string>) => okJson(await voteCall(path, motionId, auth));

describe("voting rules", () => {
  it("walks every transition with the right message, counts and viewerVote", async () => {
    const motion = await motionWithOtherVotes();
    const { auth } = await signedInMember();
    const steps: [path: VotePath, message: string, up: number, down: number, mine: MotionJson["viewerVote"]][] = [
      ["/idea/vote", motionMessages.upvoted, 2, 1, "up"],
      ["/idea/vote", motionMessages.withdrawn, 1, 1, null],
      ["/idea/downvote", motionMessages.downvoted, 1, 2, "down"],
      ["/idea/vote", motionMessages.switchedUp, 2, 1, "up"],
      ["/idea/downvote", motionMessages.switchedDown, 1, 2, "down"],
      ["/idea/downvote", motionMessages.withdrawn, 1, 1, null],
    ];
    for (const [path, message, up, down, mine] of steps) {
      const answer = await vote(path, motion.id, auth);
      expect(answer.message, `${path} → ${message}`).toBe(message);
      expect(answer.idea).toMatchObject({ _id: motion.id, votes: { count: up }, downVotes: { count: down }, viewerVote: mine });
      expect(await voteRows(motion.id)).toEqual({ up, down });
    }
  });

  it("answers the updated motion exactly as GET /api/idea/:id shows it to the voter", async () => {
    const motion = await motionWithOtherVotes();
    const { auth } = await signedInMember();
    const answer = await vote("/idea/downvote", motion.id, auth);
    expect(Object.keys(answer).sort()).toEqual(["idea", "message"]);
    const detail = await api(auth).idea[":id"].$get({ param: { id: motion.id } });
    // The single motion is the list shape plus its timeline and merges.
    const { updates, mergedIntoMotion, alsoProposedAs, moderation, ...shown } = (await okJson(detail)).motion;
    expect(shown).toEqual(answer.idea);
    expect({ updates, mergedIntoMotion, alsoProposedAs, moderation }).toEqual({ updates: [], mergedIntoMotion: null, alsoProposedAs: [], moderation: null });
  });

  it("keeps each member's vote apart: one member's withdrawal leaves the others' votes", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const [a, b] = [await signedInMember(), await signedInMember()];
    await vote("/idea/vote", motion.id, a.auth);
    const second = await vote("/idea/vote", motion.id, b.auth);
    expect(second).toMatchObject({ message: motionMessages.upvoted, idea: { votes: { count: 2 }, viewerVote: "up" } });
    const withdrawn = await vote("/idea/vote", motion.id, a.auth);
    expect(withdrawn.idea).toMatchObject({ votes: { count: 1 }, downVotes: { count: 0 }, viewerVote: null });
  });

  it("trims the id it is given", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { auth } = await signedInMember();
    const answer = await vote("/idea/vote", `  ${motion.id} `, auth);
    expect(answer.idea).toMatchObject({ _id: motion.id, votes: { count: 1 } });
  });
});

describe("voting: gating and errors", () => {
  it("asks an anonymous caller to sign in (401) and an unverified member to verify (403)", async () => {
    const motion = await insertMotion((await insertPage()).id);
    for (const path of ["/idea/vote", "/idea/downvote"] as const) {
      const anonymous = await voteCall(path, motion.id);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Please log in to continue." });
      const { auth } = await signedInMember({ isVerified: false });
      const unverified = await voteCall(path, motion.id, auth);
      expect(unverified.status).toBe(403);
      expect(await unverified.json()).toEqual({ message: "Please verify your email to continue." });
    }
    expect(await voteRows(motion.id)).toEqual({ up: 0, down: 0 });
  });

  it("answers 404 for an unknown motion and 400 without an id", async () => {
    const { auth } = await signedInMember();
    const unknown = await voteCall("/idea/vote", crypto.randomUUID(), auth);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Motion not found." });
    // Raw requests: a body without an id is one the typed client cannot send.
    for (const body of [{}, { ideaId: "" }, { ideaId: "   " }]) {
      const res = await sendJson("POST", "/idea/downvote", body, auth);
      expect(await errorJson(res, 400)).toMatchObject({ message: motionMessages.ideaRequired });
    }
  });

  it("rate-limits one member's votes with 429 and Retry-After, not another member's", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const { auth, statuses } = await inOneMinute(async () => {
      const { auth } = await signedInMember();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await voteCall("/idea/vote", motion.id, auth)).status);
      return { auth, statuses };
    });
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await voteCall("/idea/vote", motion.id, auth);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: motionMessages.tooManyVotes });
    const other = await signedInMember();
    expect((await voteCall("/idea/vote", motion.id, other.auth)).status).toBe(200);
  });
});
