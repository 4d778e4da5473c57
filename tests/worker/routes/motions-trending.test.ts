import { insertJurisdiction } from "../support/jurisdiction-factory";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { voteWeight } from "../../../worker/jurisdictions/trend";
import { voteSecond } from "../../../worker/db/vote-keys";
import { api, errorJson, okJson, type MotionJson } from "../support/client";
import { castVote, insertMotion, insertPage, signedInMember, trendKeys } from "../support/factories";

// sort=Trending (README.md, "Trending"): every vote counts ±1, halved for every three days since it was cast.
// Votes made now go through the vote route; older ones are written by castVote with their time, moving the
// key as the route does.

type ListQuery = InferRequestType<ReturnType<typeof api>["idea"]["$get"]>["query"];
const list = async (query: ListQuery) => okJson(await api().idea.$get({ query }));
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const up = async (motionId: string, auth: Record<string, string>) => okJson(await api(auth).idea.vote.$post({ json: { ideaId: motionId } }));
const down = async (motionId: string, auth: Record<string, string>) => okJson(await api(auth).idea.downvote.$post({ json: { ideaId: motionId } }));
const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));

/** The stored key equals the formula over the vote rows, to a billionth of one vote cast now. */
const expectKeyFromVotes = async (motionId: string) => {
  const { stored, recounted } = await trendKeys(motionId);
  expect(Math.abs(stored - recounted)).toBeLessThanOrEqual(1e-9 * voteWeight(Date.now()));
};

/** A city of its own with one page, so its lists hold only this test's motions. */
const aCity = async () => {
  const city = await insertJurisdiction("city", await insertJurisdiction("region"));
  return { city, page: await insertPage({ jurisdictionId: city.id }) };
};

describe("GET /api/idea?sort=Trending", () => {
  it("ranks recent votes above more but older ones, and moves with every vote", async () => {
    const { city, page } = await aCity();
    const [old, fresh, quiet, disliked] = [await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id)];
    const voters = await members(4);
    // Three votes ten days ago weigh 3 × 2^(−10/3) ≈ 0.3 now; one vote now weighs 1.
    for (const v of voters.slice(0, 3)) await castVote(old.id, v.member.id, "up", daysAgo(10));
    await up(fresh.id, voters[3]!.auth);
    await down(disliked.id, voters[0]!.auth);
    const order = async (sort: "Trending" | "Votes") => (await list({ jurisdiction: city.slug, sort })).motions.map((m: MotionJson) => m._id);
    expect(await order("Trending")).toEqual([fresh.id, old.id, quiet.id, disliked.id]);
    expect(await order("Votes")).toEqual([old.id, fresh.id, quiet.id, disliked.id]);

    // One more vote now: 1.3 against 1.
    await up(old.id, voters[3]!.auth);
    expect(await order("Trending")).toEqual([old.id, fresh.id, quiet.id, disliked.id]);
    // Withdrawn, the fresh vote leaves nothing behind: fresh ties the quiet motion at 0 (the later id first).
    await up(fresh.id, voters[3]!.auth);
    expect(await order("Trending")).toEqual([old.id, ...[fresh.id, quiet.id].sort().reverse(), disliked.id]);
    for (const m of [old, fresh, quiet, disliked]) await expectKeyFromVotes(m.id);
  });

  it("counts a switched vote as cast now, and a withdrawal takes away exactly what its vote added", async () => {
    const { page } = await aCity();
    const motion = await insertMotion(page.id);
    const [member] = await members(1);
    const sixDaysAgo = daysAgo(6);
    await castVote(motion.id, member!.member.id, "down", sixDaysAgo);
    // Weighed at the whole second its row keeps (README.md, "Votes on disk").
    expect((await trendKeys(motion.id)).stored).toBe(-voteWeight(voteSecond(sixDaysAgo.getTime())));
    await up(motion.id, member!.auth); // switched: −(a vote six days ago) + (a vote now)
    await expectKeyFromVotes(motion.id);
    expect((await trendKeys(motion.id)).stored).toBeGreaterThan(0.99 * voteWeight(Date.now() - 60_000));
    await up(motion.id, member!.auth); // withdrawn: back to nothing
    expect((await trendKeys(motion.id)).recounted).toBe(0);
    await expectKeyFromVotes(motion.id);
  });

  it("pages a page's Trending list by cursor, and refuses another sort's cursor", async () => {
    const { page } = await aCity();
    const made = await Promise.all([5, 1, 3, 0, 2].map((n) => insertMotion(page.id, { trendKey: n })));
    const query = { entity: page.id, sort: "Trending" as const, limit: "2" };
    const first = await okJson(await api().idea.entityidea.$get({ query }));
    const second = await okJson(await api().idea.entityidea.$get({ query: { ...query, cursor: first.nextCursor! } }));
    const third = await okJson(await api().idea.entityidea.$get({ query: { ...query, cursor: second.nextCursor! } }));
    const byKey = [...made].sort((a, b) => b.trendKey - a.trendKey).map((m) => m.id);
    expect([...first.motions, ...second.motions, ...third.motions].map((m) => m._id)).toEqual(byKey);
    expect(third.nextCursor).toBeNull();
    const latest = await okJson(await api().idea.entityidea.$get({ query: { ...query, sort: "Latest" } }));
    const refused = await errorJson(await api().idea.entityidea.$get({ query: { ...query, cursor: latest.nextCursor! } }), 400);
    expect(refused.message).toBe(listMessages.cursor);
  });
});
