import { describe, expect, it } from "vitest";
import { api, okJson } from "../support/client";
import { authoredMotion, decide, reportedBy } from "../support/moderation";
import { adminSession, editorSession } from "../support/staff";

// GET /api/transparency: public figures computed from the moderation log: motions hidden per reason and
// month (a motion hidden twice in a month counts once), decisions and the median wait, appeals made and upheld;
// and the configured numbers of hiding by reports.

const figures = async () => okJson(await api().transparency.$get());
const thisMonth = (f: Awaited<ReturnType<typeof figures>>) => f.hiddenByMonth.at(-1)!;

describe("GET /api/transparency", () => {
  it("counts hides by reason and month, decisions, and appeals from the log", async () => {
    const before = await figures();
    expect(before.hiddenByMonth).toHaveLength(12);
    expect(thisMonth(before).month).toBe(new Date().toISOString().slice(0, 7));

    const editor = await editorSession();
    const hidden = await authoredMotion();
    await reportedBy(hidden.motion.id, 3, "personal"); // auto-hide …
    await okJson(await decide(editor.auth, hidden.motion.id, "hide", "hidden", "personal")); // … then confirmed: one motion
    const appealed = await authoredMotion();
    await okJson(await decide(editor.auth, appealed.motion.id, "hide", "published", "spam"));
    await okJson(await api(appealed.author.auth).idea[":id"].appeal.$post({ param: { id: appealed.motion.id }, json: { text: "It was a real proposal about the buses." } }), 201);
    await okJson(await decide((await adminSession()).auth, appealed.motion.id, "restore", "appealed"));

    const after = await figures();
    expect(thisMonth(after).byReason.personal - thisMonth(before).byReason.personal).toBe(1);
    expect(thisMonth(after).byReason.spam - thisMonth(before).byReason.spam).toBe(1);
    expect(after.hiddenTotal - before.hiddenTotal).toBe(2);
    // Cases that waited in the queue: the confirmed auto-hide and the appeal (the direct hide never waited).
    expect(after.casesDecided - before.casesDecided).toBe(2);
    expect(after.medianHoursToDecision).toEqual(expect.any(Number));
    expect(after.appeals.made - before.appeals.made).toBe(1);
    expect(after.appeals.upheld - before.appeals.upheld).toBe(1);
    expect(after.appeals.rejected).toBe(before.appeals.rejected);
  });

  it("states the configured numbers of hiding by reports (wrangler.toml), which the page words as rules", async () => {
    expect((await figures()).rules).toEqual({ hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2, votesPerReport: 20 });
  });
});
