import { describe, expect, it } from "vitest";
import { moderationMessages } from "../../../worker/contract/moderation";
import { textMessages } from "../../../worker/contract/text";
import { api, errorJson, okJson } from "../support/client";
import { insertMotions, insertPage, signedInMember } from "../support/factories";
import { inOneMinute } from "../support/rate-limits";
import { authoredMotion, establishedMembers, publicView, queueItems, report, reportedBy } from "../support/moderation";
import { adminSession, editorSession } from "../support/staff";

// POST /api/idea/:id/report: once per member, the threshold that hides a motion at once (MODERATION_HIDE_AT,
// 3 in wrangler.toml; which reports count: moderation-report-weight.test.ts), what a hidden motion shows and
// keeps, and parallel reports.

const listed = async (id: string) => (await okJson(await api().idea.$get({ query: { sort: "Latest", limit: "50" } }))).motions.some((m) => m._id === id);
const stats = async () => okJson(await api().stats.$get());

describe("reporting a motion", () => {
  it("takes one report per member (201, then 409) and puts the motion in the queue, still public", async () => {
    const { motion } = await authoredMotion();
    const member = await signedInMember();
    expect(await okJson(await report(member.auth, motion.id, "offtopic", "This is about parks, not buses."), 201)).toEqual({ message: moderationMessages.reported });
    expect((await errorJson(await report(member.auth, motion.id, "spam"), 409)).message).toBe(moderationMessages.alreadyReported);
    expect(await listed(motion.id)).toBe(true);
    const item = (await queueItems((await editorSession()).auth)).find((i) => i.motion._id === motion.id);
    expect(item).toMatchObject({ state: "review", reports: [{ reason: "offtopic", note: "This is about parks, not buses." }] });
  });

  it("hides a motion at once when the third distinct member reports it, under the most reported reason", async () => {
    const { motion, author } = await authoredMotion();
    const before = await stats();
    await reportedBy(motion.id, 1, "abuse");
    await reportedBy(motion.id, 1, "personal");
    expect(await listed(motion.id)).toBe(true);
    await reportedBy(motion.id, 1, "personal");
    expect(await listed(motion.id)).toBe(false);
    const shown = await publicView(motion.id);
    expect(shown).toMatchObject({ hidden: true, hiddenReason: "personal", idea: "", aiExplanation: null, aiCriteria: null, votes: { count: 4 }, moderation: null });
    // Its author still reads it, with what happened and that they may appeal.
    const own = await publicView(motion.id, author.auth);
    expect(own.idea).toBe(motion.text);
    expect(own.moderation).toEqual({ state: "hidden", reason: "personal", canAppeal: true, appeal: null });
    // It leaves the public counts, votes included.
    const after = await stats();
    expect([after.motions, after.votes]).toEqual([before.motions - 1, before.votes - 5]);
  });

  it("limits one member to 20 reports a minute: the 21st is 429 with Retry-After and is not taken", async () => {
    const page = await insertPage();
    // Three inserts: D1 takes at most 100 bound values a statement.
    const targets = (await Promise.all([0, 1, 2].map(() => insertMotions(page.id, Array.from({ length: 7 }, () => ({ score: 50 })))))).flat();
    const { statuses, limited } = await inOneMinute(async () => {
      const member = await signedInMember();
      const statuses: number[] = [];
      for (const target of targets.slice(0, 20)) statuses.push((await report(member.auth, target.id)).status);
      return { statuses, limited: await report(member.auth, targets[20]!.id) };
    });
    expect(statuses).toEqual(Array(20).fill(201));
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await errorJson(limited, 429)).message).toBe(moderationMessages.tooManyReports);
    // Nothing was taken from the 21st: another member's report on it is its first.
    const other = await signedInMember();
    expect(await okJson(await report(other.auth, targets[20]!.id), 201)).toEqual({ message: moderationMessages.reported });
    const item = (await queueItems((await editorSession()).auth)).find((i) => i.motion._id === targets[20]!.id);
    expect(item?.reports).toHaveLength(1);
  });

  it("freezes the votes of a hidden motion (409) and refuses more reports on it", async () => {
    const { motion } = await authoredMotion();
    await reportedBy(motion.id, 3);
    const voter = await signedInMember();
    expect((await errorJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion.id } }), 409)).message).toBe(moderationMessages.frozen);
    expect((await errorJson(await report(voter.auth, motion.id), 409)).message).toBe(moderationMessages.notPublic);
    expect((await publicView(motion.id)).votes.count).toBe(4);
  });

  it("hides exactly once when 50 members whose reports count and 10 new accounts report at the same moment, counting every report", async () => {
    // 400 votes: 20 counted reports hide it (one for every 20 votes).
    const { motion } = await authoredMotion({ up: 380, down: 20 });
    const members = [...(await establishedMembers(50)), ...(await establishedMembers(10, { accountDaysOld: 0, votedDaysAgo: 0 }))];
    const answers = await Promise.all(members.map((m) => report(m.auth, motion.id)));
    // Some may be refused once the motion is hidden (409); none fails, and each counted report is one row.
    const statuses = answers.map((a): number => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const staff = await editorSession();
    const [item] = (await queueItems(staff.auth)).filter((i) => i.motion._id === motion.id);
    expect(item!.state).toBe("hidden");
    expect(item!.reports).toHaveLength(statuses.filter((s) => s === 201).length);
    const { entries } = await okJson(await api((await adminSession()).auth).moderation.log.$get({ query: { limit: "50" } }));
    expect(entries.filter((e) => e.motion?._id === motion.id).map((e) => [e.action, e.note])).toEqual([["auto-hide", "Reported by 20 members whose reports count (20 needed)"]]);
  });

  it("answers 400 for one's own motion or a reason outside the list, 404 for an unknown motion", async () => {
    const { motion, author } = await authoredMotion();
    expect((await errorJson(await report(author.auth, motion.id), 400)).message).toBe(moderationMessages.ownMotion);
    const member = await signedInMember();
    const bad = await api(member.auth).idea[":id"].report.$post({ param: { id: motion.id }, json: { reason: "boring" as never } });
    expect((await errorJson(bad, 400)).message).toBe(moderationMessages.reason);
    const long = await api(member.auth).idea[":id"].report.$post({ param: { id: motion.id }, json: { reason: "other", note: "x".repeat(501) } });
    expect((await errorJson(long, 400)).message).toBe(moderationMessages.noteTooLong);
    const hidden = await api(member.auth).idea[":id"].report.$post({ param: { id: motion.id }, json: { reason: "other", note: "see \u202Eabove" } });
    expect((await errorJson(hidden, 400)).message).toBe(textMessages.bidi);
    await errorJson(await report(member.auth, "no-such-motion"), 404);
    expect((await queueItems((await editorSession()).auth)).some((i) => i.motion._id === motion.id)).toBe(false);
  });

  it("puts a motion the scorer's flags catch in the queue at submission, still public", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const text = "BUY CHEAP BUS PASSES NOW at www.cheap-passes.biz, discount coupon for everyone!!!";
    const { motion } = await okJson(await api(auth).idea.add.$post({ json: { entityId: page.id, userIdea: text } }), 202);
    expect(await listed(motion._id)).toBe(true);
    const item = (await queueItems((await editorSession()).auth)).find((i) => i.motion._id === motion._id);
    expect(item?.state).toBe("review");
    expect(item?.flags.map((f) => f.kind)).toEqual(expect.arrayContaining(["spam", "shouting"]));
  });
});
