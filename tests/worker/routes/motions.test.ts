import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { api, call, errorJson, okJson, ORIGIN } from "../support/client";
import { castVote, FIRST_CITY, insertMember, insertMotion, insertMotions, insertPage } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";

// The public motion reads: GET /api/idea/:id, the all-motions list GET /api/idea and one page's list
// GET /api/idea/entityidea, each motion in the same public shape.

const CRITERIA = {
  relevance: 9,
  originality: 7,
  feasibility: 6,
  impact: 8,
  clarity: 9,
  scalability: 5,
  sustainability: 7,
};

/** A scored motion with two up-votes and one down-vote from real members, plus the JSON a client must see. */
const scoredMotionWithVotes = async () => {
  const page = await insertPage({ imageKey: "entities/council.png" });
  const motion = await insertMotion(page.id, {
    authorId: (await insertMember()).id,
    text: "Plant a tree on every street.",
    score: 82.5,
    aiExplanation: "Relevant and feasible.\nClear plan.",
    aiCriteria: CRITERIA,
    aiModel: "rubric-v1",
    createdAt: new Date("2025-05-06T07:08:09.010Z"),
  });
  const members = [await insertMember(), await insertMember(), await insertMember()];
  await castVote(motion.id, members[0]!.id, "up");
  await castVote(motion.id, members[1]!.id, "up");
  await castVote(motion.id, members[2]!.id, "down");
  const expected = {
    _id: motion.id,
    idea: "Plant a tree on every street.",
    createdAt: "2025-05-06T07:08:09.010Z",
    aiStatus: "scored",
    aiScore: 82.5,
    aiExplanation: "Relevant and feasible.\nClear plan.",
    aiCriteria: CRITERIA,
    aiModel: "rubric-v1",
    // Anonymous caller: the spec's voter arrays are there, and empty (nobody's vote is published).
    votes: { count: 2, voters: [] },
    downVotes: { count: 1, downVoters: [] },
    viewerVote: null,
    scoredAt: null,
    // Not answered yet: open, no update (the city's answers: motions-updates.test.ts).
    status: "open",
    mergedInto: null,
    latestUpdate: null,
    // Public (moderation: moderation-*.test.ts).
    hidden: false,
    hiddenReason: null,
    awaitingReview: false,
    formerMember: false,
    entity: { _id: page.id, slug: page.slug, name: page.name, jurisdiction: FIRST_CITY, image: { url: `${ORIGIN}/images/entities/council.png` } },
  };
  return { page, motion, members, expected };
};

type ListQuery = InferRequestType<ReturnType<typeof api>["idea"]["$get"]>["query"];
const motionById = (id: string) => api().idea[":id"].$get({ param: { id } });
// National lists read the catalogue (README.md, "National catalogues"): the rows this file writes straight to D1
// reach it with the minute's refresh, run first.
const allMotions = async (query: ListQuery = {}) => {
  await refreshCatalogue();
  return api().idea.$get({ query });
};
const pageMotions = (pageId: string, query: ListQuery = {}) => api().idea.entityidea.$get({ query: { entity: pageId, ...query } });

const expectJson = (res: { headers: Headers }) => expect(res.headers.get("content-type")).toContain("application/json");

describe("GET /api/idea/:id", () => {
  it("answers { motion } in the API's motion shape, without anyone's voter id", async () => {
    const { motion, members, expected } = await scoredMotionWithVotes();
    const res = await motionById(motion.id);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The single motion adds its timeline and merges to the list shape.
    expect(JSON.parse(text)).toEqual({ motion: { ...expected, updates: [], mergedIntoMotion: null, alsoProposedAs: [], moderation: null } });
    for (const member of members) expect(text).not.toContain(member.id);
  });

  it("shows a pending motion with empty AI fields", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: "Pending idea." });
    const res = await motionById(motion.id);
    expectJson(res);
    const body = await okJson(res);
    expect(body.motion).toMatchObject({
      aiStatus: "pending",
      aiScore: null,
      aiExplanation: null,
      aiCriteria: null,
      aiModel: null,
      votes: { count: 0, voters: [] },
      downVotes: { count: 0, downVoters: [] },
      viewerVote: null,
    });
  });

  it("answers 404 with the envelope for an unknown id", async () => {
    const res = await motionById(crypto.randomUUID());
    expectJson(res);
    expect(await errorJson(res, 404)).toEqual({ message: "Motion not found." });
  });
});

describe("GET /api/idea", () => {
  it("answers { motions, nextCursor } with each motion in the same shape as GET /api/idea/:id", async () => {
    const { motion, members, expected } = await scoredMotionWithVotes();
    const res = await allMotions({ sort: "Latest", limit: "50" });
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const body = await okJson(res);
    expect(Object.keys(body).sort()).toEqual(["motions", "nextCursor"]);
    expect(body.motions.find((m) => m._id === motion.id)).toEqual(expected);
    for (const member of members) expect(text).not.toContain(member.id);
  });

  it("defaults to 8 motions a page and offers a cursor when more remain", async () => {
    const page = await insertPage();
    await insertMotions(page.id, Array.from({ length: 10 }, (_, i) => ({ score: i * 10 })));
    const res = await allMotions();
    expectJson(res);
    const body = await okJson(res);
    expect(body.motions).toHaveLength(8);
    expect(body.nextCursor).toEqual(expect.any(String));
    // The default sort is A.I: the very same answer as asking for it.
    expect(await okJson(await allMotions({ sort: "A.I", limit: "8" }))).toEqual(body);
  });
});

describe("GET /api/idea/entityidea", () => {
  it("lists only the motions of the given page", async () => {
    const page = await insertPage();
    const other = await insertPage();
    const mine = await insertMotions(page.id, [{ score: 10 }, { score: 20 }, {}]);
    await insertMotions(other.id, [{ score: 99 }, { score: 15 }]);
    for (const sort of ["A.I", "Votes", "Latest"] as const) {
      const res = await pageMotions(page.id, { sort });
      expectJson(res);
      const body = await okJson(res);
      expect(body.motions.map((m) => m._id).sort()).toEqual(mine.map((m) => m.id).sort());
      expect(body.motions.every((m) => m.entity._id === page.id)).toBe(true);
      expect(body.nextCursor).toBeNull();
    }
  });

  it("defaults to 8 motions a page", async () => {
    const page = await insertPage();
    await insertMotions(page.id, Array.from({ length: 9 }, () => ({})));
    const res = await pageMotions(page.id);
    expectJson(res);
    const body = await okJson(res);
    expect(body.motions).toHaveLength(8);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it("answers an empty list for a page without motions", async () => {
    const page = await insertPage();
    const res = await pageMotions(page.id, { sort: "Votes" });
    expectJson(res);
    expect(await okJson(res)).toEqual({ motions: [], nextCursor: null });
  });

  it.each([
    // Without the required parameter: a raw request, the typed client always sends it.
    ["no entity parameter", () => call("/api/idea/entityidea?sort=A.I")],
    ["a blank entity", () => pageMotions(" ", { sort: "A.I" })],
  ])("answers 400 for %s", async (_, request) => {
    const res = await request();
    expectJson(res);
    expect(await errorJson(res, 400)).toMatchObject({ message: listMessages.entity });
  });

  it("answers 404 for an unknown page id", async () => {
    const res = await pageMotions(crypto.randomUUID());
    expectJson(res);
    expect(await errorJson(res, 404)).toEqual({ message: "Motion page not found." });
  });
});
