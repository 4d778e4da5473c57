import { describe, expect, it } from "vitest";
import { moderationMessages } from "../../../worker/contract/moderation";
import type { ReportReason } from "../../../worker/contract/moderation-states";
import { api, errorJson, okJson } from "../support/client";
import { castVote, insertMotion, insertPage, signedInMember } from "../support/factories";
import { authoredMotion, decide, establishedMembers, publicView, queueItems, report } from "../support/moderation";
import { adminSession, editorSession } from "../support/staff";

// POST /api/idea/:id/report, the weight of a report (README.md, "Moderation"; wrangler.toml: MODERATION_HIDE_AT
// 3, MODERATION_REPORTER_MIN_AGE_DAYS 7, MODERATION_RESTORED_HIDE_FACTOR 2): only reports of accounts a week
// old that voted or posted before count towards hiding; a motion with many votes needs more of them; once a
// moderator kept or restored a motion, only later reports count, and twice as many. Every report still
// reaches the queue, which says which counted.

type Auth = Record<string, string>;
const DAY = 86_400_000;

const reportAll = async (members: { auth: Auth }[], id: string, reason: ReportReason = "spam") => {
  for (const m of members) await okJson(await report(m.auth, id, reason), 201);
};
const stateOf = async (id: string) => (await publicView(id)).hidden;
const itemOf = async (id: string) => (await queueItems((await editorSession()).auth)).find((i) => i.motion._id === id)!;
const autoHides = async (id: string) =>
  (await okJson(await api((await adminSession()).auth).moderation.log.$get({ query: { limit: "50" } }))).entries.filter(
    (e) => e.motion?._id === id && e.action === "auto-hide",
  );

describe("which reports count towards hiding a motion", () => {
  it("does not let three brand-new accounts hide a motion, even ones that voted: it waits in the queue, their reports marked", async () => {
    const { motion } = await authoredMotion();
    await reportAll(await establishedMembers(3, { accountDaysOld: 0, votedDaysAgo: 0 }), motion.id);
    expect(await stateOf(motion.id)).toBe(false);
    const item = await itemOf(motion.id);
    expect(item).toMatchObject({ state: "review", reportsToHide: 3 });
    expect(item.reports.map((r) => r.counted)).toEqual([false, false, false]);
    expect(await autoHides(motion.id)).toEqual([]);
  });

  it("does not count an old account that had not voted or posted before its report; once it has, its next report counts", async () => {
    const { motion } = await authoredMotion();
    const idle = await signedInMember({ createdAt: new Date(Date.now() - 60 * DAY) });
    await okJson(await report(idle.auth, motion.id), 201);
    const page = await insertPage();
    const other = await insertMotion(page.id, { score: 40 });
    await castVote(other.id, idle.member.id, "up");
    const next = await authoredMotion();
    await okJson(await report(idle.auth, next.motion.id), 201);
    expect((await itemOf(motion.id)).reports.map((r) => r.counted)).toEqual([false]);
    expect((await itemOf(next.motion.id)).reports.map((r) => r.counted)).toEqual([true]);
  });

  it("hides a motion when the third report that counts arrives, under their reason, whatever came before, and logs how many counted", async () => {
    const { motion } = await authoredMotion();
    await reportAll(await establishedMembers(3, { accountDaysOld: 1, votedDaysAgo: 0 }), motion.id, "personal");
    const [first, second, third] = await establishedMembers(3);
    await reportAll([first!, second!], motion.id);
    expect(await stateOf(motion.id)).toBe(false);
    // An author whose own public motion is their earlier part counts as much as a voter.
    const poster = await signedInMember({ createdAt: new Date(Date.now() - 30 * DAY) });
    await insertMotion((await insertPage()).id, { score: 55, authorId: poster.member.id, createdAt: new Date(Date.now() - 5 * DAY) });
    await okJson(await report(poster.auth, motion.id), 201);
    // Hidden under the reason the counted reports gave, not the one given most by reports that do not count.
    expect(await publicView(motion.id)).toMatchObject({ hidden: true, hiddenReason: "spam" });
    const item = await itemOf(motion.id);
    expect(item.state).toBe("hidden");
    expect(item.reports.filter((r) => r.counted).map((r) => r.reason)).toEqual(["spam", "spam", "spam"]);
    expect(item.reports.filter((r) => !r.counted).map((r) => r.reason)).toEqual(["personal", "personal", "personal"]);
    expect((await autoHides(motion.id)).map((e) => [e.fromState, e.note])).toEqual([["review", "Reported by 3 members whose reports count (3 needed)"]]);
    expect((await errorJson(await report(third!.auth, motion.id), 409)).message).toBe(moderationMessages.notPublic);
  });
});

describe("what a motion needs to be hidden by reports", () => {
  it("needs one counted report for every 20 votes once it has more than 60: 5 for 100 votes, 50 for 1,000", async () => {
    const { motion } = await authoredMotion({ up: 90, down: 10 });
    const members = await establishedMembers(5);
    await reportAll(members.slice(0, 4), motion.id);
    expect(await itemOf(motion.id)).toMatchObject({ state: "review", reportsToHide: 5 });
    await reportAll(members.slice(4), motion.id);
    expect(await stateOf(motion.id)).toBe(true);
    expect((await autoHides(motion.id)).map((e) => e.note)).toEqual(["Reported by 5 members whose reports count (5 needed)"]);

    const popular = await authoredMotion({ up: 940, down: 60 });
    await reportAll(await establishedMembers(10), popular.motion.id);
    expect(await itemOf(popular.motion.id)).toMatchObject({ state: "review", reportsToHide: 50 });
  });

  it("after a restore counts only reports made since, and needs twice as many", async () => {
    const { motion } = await authoredMotion();
    const before = await establishedMembers(3);
    await reportAll(before, motion.id);
    expect(await stateOf(motion.id)).toBe(true);
    await okJson(await decide((await editorSession()).auth, motion.id, "restore", "hidden"));
    // The earlier reporters cannot report again, and their reports no longer count.
    expect((await errorJson(await report(before[0]!.auth, motion.id), 409)).message).toBe(moderationMessages.alreadyReported);
    const after = await establishedMembers(6);
    await reportAll(after.slice(0, 5), motion.id);
    expect(await stateOf(motion.id)).toBe(false);
    const item = await itemOf(motion.id);
    expect(item).toMatchObject({ state: "review", reportsToHide: 6 });
    expect(item.reports).toHaveLength(5);
    await reportAll(after.slice(5), motion.id);
    expect(await stateOf(motion.id)).toBe(true);
    expect((await autoHides(motion.id)).map((e) => e.note)).toEqual([
      "Reported by 6 members whose reports count (6 needed)",
      "Reported by 3 members whose reports count (3 needed)",
    ]);
  });

  it("after a keep, likewise: three new reports that count leave it public", async () => {
    const { motion } = await authoredMotion();
    await reportAll(await establishedMembers(2), motion.id);
    await okJson(await decide((await editorSession()).auth, motion.id, "keep", "review"));
    await reportAll(await establishedMembers(3), motion.id);
    expect(await stateOf(motion.id)).toBe(false);
    expect(await itemOf(motion.id)).toMatchObject({ state: "review", reportsToHide: 6 });
  });
});
