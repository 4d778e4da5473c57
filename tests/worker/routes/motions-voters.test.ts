import { describe, expect, it } from "vitest";
import { api, okJson, type MotionJson } from "../support/client";
import { castVote, insertMember, insertMotion, insertPage, signedInMember } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";

// The spec's voter arrays: `votes { count, voters }` and `downVotes { count, downVoters }` are on every motion,
// so a spec client doing `votes.voters.includes(user._id)` works, but they hold at most the caller's own id:
// nobody else's vote is published (viewerVote itself: motions-viewer-vote.test.ts).

type Auth = Record<string, string>;

const voters = (m: MotionJson) => ({ voters: m.votes.voters, downVoters: m.downVotes.downVoters });
const none = { voters: [], downVoters: [] };

const detail = async (id: string, auth: Auth = {}) => (await okJson(await api(auth).idea[":id"].$get({ param: { id } }))).motion;
const pageList = async (pageId: string, auth: Auth = {}) =>
  (await okJson(await api(auth).idea.entityidea.$get({ query: { entity: pageId } }))).motions;
const allList = async (auth: Auth = {}) => (await okJson(await api(auth).idea.$get({ query: { sort: "Latest", limit: "50" } }))).motions;

/** Every read of one motion as `auth`: the detail, the page list and the all-motions list. */
const reads = async (motionId: string, pageId: string, auth: Auth = {}) => {
  const inPage = (await pageList(pageId, auth)).find((m) => m._id === motionId)!;
  const inAll = (await allList(auth)).find((m) => m._id === motionId)!;
  return [await detail(motionId, auth), inPage, inAll].map(voters);
};

/** A motion with one up-vote and one down-vote from other members, so the counts are not zero. */
const votedMotion = async () => {
  const page = await insertPage();
  const motion = await insertMotion(page.id, { score: 60 });
  await castVote(motion.id, (await insertMember()).id, "up");
  await castVote(motion.id, (await insertMember()).id, "down");
  // The all-motions list reads the national catalogue: rows written straight to D1 reach it with the minute's refresh.
  await refreshCatalogue();
  return { page, motion };
};

describe("voters and downVoters", () => {
  it("are empty arrays for anonymous callers on every read, whatever the counts", async () => {
    const { page, motion } = await votedMotion();
    expect(await reads(motion.id, page.id)).toEqual([none, none, none]);
    const m = await detail(motion.id);
    expect(m.votes.count).toBe(1);
    expect(m.downVotes.count).toBe(1);
    // What a spec client does must not throw.
    expect(m.votes.voters.includes("anyone")).toBe(false);
  });

  it("hold exactly the caller's own id, only for its own vote, and follow a switch and a withdrawal", async () => {
    const { page, motion } = await votedMotion();
    const voter = await signedInMember();
    const other = await signedInMember();
    const id = voter.member.id;
    const json = { ideaId: motion.id };

    const up = (await okJson(await api(voter.auth).idea.vote.$post({ json }))).idea;
    expect(voters(up)).toEqual({ voters: [id], downVoters: [] });
    expect(await reads(motion.id, page.id, voter.auth)).toEqual(Array(3).fill({ voters: [id], downVoters: [] }));
    expect(await reads(motion.id, page.id, other.auth)).toEqual([none, none, none]);
    expect(await reads(motion.id, page.id)).toEqual([none, none, none]);

    const down = (await okJson(await api(voter.auth).idea.downvote.$post({ json }))).idea;
    expect(voters(down)).toEqual({ voters: [], downVoters: [id] });
    expect(await reads(motion.id, page.id, voter.auth)).toEqual(Array(3).fill({ voters: [], downVoters: [id] }));
    expect(await reads(motion.id, page.id, other.auth)).toEqual([none, none, none]);

    // The other member's own vote shows only to them; the first voter still sees only their own.
    const theirs = (await okJson(await api(other.auth).idea.vote.$post({ json }))).idea;
    expect(voters(theirs)).toEqual({ voters: [other.member.id], downVoters: [] });
    expect(voters(await detail(motion.id, voter.auth))).toEqual({ voters: [], downVoters: [id] });

    const withdrawn = (await okJson(await api(voter.auth).idea.downvote.$post({ json }))).idea;
    expect(voters(withdrawn)).toEqual(none);
    expect(await reads(motion.id, page.id, voter.auth)).toEqual([none, none, none]);
  });

  it("are empty arrays on the answer to a new motion", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const res = await api(auth).idea.add.$post({ json: { entityId: page.id, userIdea: "Put benches along the river walk for older residents." } });
    expect(voters((await okJson(res, 202)).motion)).toEqual(none);
  });
});
