import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { call, castVote, insertPage, insertMember, insertMotion, insertMotions, ORIGIN } from "../factories";

type Motion = { _id: string; entity: { _id: string } };
type ListBody = { motions: Motion[]; nextCursor: string | null };

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
  const entity = await insertPage({ imageKey: "entities/council.png" });
  const motion = await insertMotion(entity.id, {
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
    votes: { count: 2 },
    downVotes: { count: 1 },
    viewerVote: null,
    entity: { _id: entity.id, slug: entity.slug, name: entity.name, image: { url: `${ORIGIN}/images/entities/council.png` } },
  };
  return { entity, motion, members, expected };
};

const getJson = async <T>(path: string, status = 200) => {
  const res = await call(path);
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  return { body: (await res.json()) as T };
};

describe("GET /api/idea/:id", () => {
  it("answers { motion } in the DESIGN §5 shape, without voter ids", async () => {
    const { motion, members, expected } = await scoredMotionWithVotes();
    const res = await call(`/api/idea/${motion.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ motion: expected });
    for (const member of members) expect(text).not.toContain(member.id);
    expect(text).not.toMatch(/voters/i);
  });

  it("shows a pending motion with empty AI fields", async () => {
    const entity = await insertPage();
    const motion = await insertMotion(entity.id, { text: "Pending idea." });
    const { body } = await getJson<{ motion: Record<string, unknown> }>(`/api/idea/${motion.id}`);
    expect(body.motion).toMatchObject({
      aiStatus: "pending",
      aiScore: null,
      aiExplanation: null,
      aiCriteria: null,
      aiModel: null,
      votes: { count: 0 },
      downVotes: { count: 0 },
      viewerVote: null,
    });
  });

  it("answers 404 with the envelope for an unknown id", async () => {
    const { body } = await getJson(`/api/idea/${crypto.randomUUID()}`, 404);
    expect(body).toEqual({ message: "Motion not found." });
  });
});

describe("GET /api/idea", () => {
  it("answers { motions, nextCursor } with each motion in the same shape as GET /api/idea/:id", async () => {
    const { motion, members, expected } = await scoredMotionWithVotes();
    const res = await call("/api/idea?sort=Latest&limit=50");
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as ListBody;
    expect(Object.keys(body).sort()).toEqual(["motions", "nextCursor"]);
    expect(body.motions.find((m) => m._id === motion.id)).toEqual(expected);
    for (const member of members) expect(text).not.toContain(member.id);
    expect(text).not.toMatch(/voters/i);
  });

  it("defaults to 8 motions a page and offers a cursor when more remain", async () => {
    const entity = await insertPage();
    await insertMotions(entity.id, Array.from({ length: 10 }, (_, i) => ({ score: i * 10 })));
    const { body } = await getJson<ListBody>("/api/idea");
    expect(body.motions).toHaveLength(8);
    expect(body.nextCursor).toEqual(expect.any(String));
    // The default sort is A.I: the very same answer as asking for it.
    expect((await getJson<ListBody>("/api/idea?sort=A.I&limit=8")).body).toEqual(body);
  });
});

describe("GET /api/idea/entityidea", () => {
  it("lists only the motions of the given page", async () => {
    const page = await insertPage();
    const other = await insertPage();
    const mine = await insertMotions(page.id, [{ score: 10 }, { score: 20 }, {}]);
    await insertMotions(other.id, [{ score: 99 }, { score: 15 }]);
    for (const sort of ["A.I", "Votes", "Latest"]) {
      const { body } = await getJson<ListBody>(`/api/idea/entityidea?entity=${page.id}&sort=${encodeURIComponent(sort)}`);
      expect(body.motions.map((m) => m._id).sort()).toEqual(mine.map((m) => m.id).sort());
      expect(body.motions.every((m) => m.entity._id === page.id)).toBe(true);
      expect(body.nextCursor).toBeNull();
    }
  });

  it("defaults to 8 motions a page", async () => {
    const page = await insertPage();
    await insertMotions(page.id, Array.from({ length: 9 }, () => ({})));
    const { body } = await getJson<ListBody>(`/api/idea/entityidea?entity=${page.id}`);
    expect(body.motions).toHaveLength(8);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it("answers an empty list for a page without motions", async () => {
    const page = await insertPage();
    const { body } = await getJson<ListBody>(`/api/idea/entityidea?entity=${page.id}&sort=Votes`);
    expect(body).toEqual({ motions: [], nextCursor: null });
  });

  it.each([
    ["no entity parameter", "?sort=A.I"],
    ["a blank entity", "?entity=%20&sort=A.I"],
  ])("answers 400 for %s", async (_, query) => {
    const { body } = await getJson(`/api/idea/entityidea${query}`, 400);
    expect(body).toMatchObject({ message: listMessages.entity });
  });

  it("answers 404 for an unknown page id", async () => {
    const { body } = await getJson(`/api/idea/entityidea?entity=${crypto.randomUUID()}`, 404);
    expect(body).toEqual({ message: "Motion page not found." });
  });
});
