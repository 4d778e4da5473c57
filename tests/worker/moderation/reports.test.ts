import { describe, expect, it } from "vitest";
import { decide } from "../../../worker/moderation/decisions";
import { reportMotion } from "../../../worker/moderation/reports";
import { db } from "../support/factories";
import { authoredMotion, establishedMembers, publicView, queueItems } from "../support/moderation";
import { editorSession } from "../support/staff";

// reportMotion under other configurations than wrangler.toml's (README.md, "Configuration"): the reporter's
// minimum account age (MODERATION_REPORTER_MIN_AGE_DAYS) and a restored motion left to the moderators alone
// (MODERATION_RESTORED_HIDE_FACTOR = 0).

const EDITOR = { name: "editor", role: "editor" } as const;
const reportAs = (rules: { hideAt: number; reporterMinAgeDays: number; restoredFactor: number }, motionId: string, userId: string) =>
  reportMotion(db(), { rules, mail: null }, { motionId, userId, reason: "spam" });

describe("reportMotion", () => {
  it("counts the reports of accounts as young as the configured age allows, as long as they took part before", async () => {
    const rules = { hideAt: 3, reporterMinAgeDays: 2, restoredFactor: 2 };
    const { motion } = await authoredMotion();
    const young = await establishedMembers(3, { accountDaysOld: 1, votedDaysAgo: 0 });
    for (const m of young) await reportAs(rules, motion.id, m.member.id);
    expect((await publicView(motion.id)).hidden).toBe(false);
    const old = await establishedMembers(3, { accountDaysOld: 2, votedDaysAgo: 1 });
    for (const m of old) await reportAs(rules, motion.id, m.member.id);
    expect((await publicView(motion.id)).hidden).toBe(true);
  });

  it("with a restored factor of 0, never hides a restored motion again by reports: it waits for a moderator", async () => {
    const rules = { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 0 };
    const { motion } = await authoredMotion();
    for (const m of await establishedMembers(3)) await reportAs(rules, motion.id, m.member.id);
    expect((await publicView(motion.id)).hidden).toBe(true);
    await decide(db(), null, { motionId: motion.id, action: "restore", expectedState: "hidden", by: EDITOR });
    for (const m of await establishedMembers(12)) await reportAs(rules, motion.id, m.member.id);
    expect((await publicView(motion.id)).hidden).toBe(false);
    const item = (await queueItems((await editorSession()).auth)).find((i) => i.motion._id === motion.id);
    expect(item).toMatchObject({ state: "review" });
    expect(item!.reports.filter((r) => r.counted)).toHaveLength(12);
    // The moderators still can.
    await decide(db(), null, { motionId: motion.id, action: "hide", reason: "spam", expectedState: "review", by: EDITOR });
    expect((await publicView(motion.id)).hidden).toBe(true);
  });
});
