import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { moderationMessages, moveRefused } from "../../../worker/contract/moderation";
import { MODERATION_ACTIONS, MODERATION_MOVES, MODERATION_STATES } from "../../../worker/contract/moderation-states";
import { notifications } from "../../../worker/db/answers-schema";
import { api, errorJson, okJson } from "../support/client";
import { db, signedInMember } from "../support/factories";
import { authoredMotion, decide, publicView, queueItems, reportedBy } from "../support/moderation";
import { mailsFor } from "../support/notifications";
import { adminSession, editorSession } from "../support/staff";

// POST /api/moderation/motions/:id: keep, hide, restore and approve from the state the moderator saw; every
// move allowed and refused; the 409 of a concurrent decision; what the author is told; the log.

const logOf = async (motionId: string) =>
  (await okJson(await api((await adminSession()).auth).moderation.log.$get({ query: { limit: "50" } }))).entries.filter((e) => e.motion?._id === motionId);

describe("decisions", () => {
  const pairs = MODERATION_STATES.flatMap((from) => MODERATION_ACTIONS.map((action) => [from, action] as const));

  it.each(pairs)("from %s, %s is allowed exactly as contract/moderation-states.ts says", async (from, action) => {
    const { motion } = await authoredMotion({ moderationState: from, reviewSince: from === "published" || from === "removed" ? null : new Date() });
    const res = await decide((await editorSession()).auth, motion.id, action, from, "abuse");
    if (MODERATION_MOVES[action].from.includes(from)) {
      expect((await okJson(res)).state).toBe(MODERATION_MOVES[action].to);
    } else {
      const status = action === "hide" && from === "removed" ? 409 : 400;
      expect((await errorJson(res, status)).message).toBe(moveRefused(action, from));
    }
  });

  it("hides with a public reason: gone from lists, the permalink explains, the author is told and may appeal", async () => {
    const { motion, author } = await authoredMotion();
    const editor = await editorSession();
    await reportedBy(motion.id, 1, "spam");
    expect(await okJson(await decide(editor.auth, motion.id, "hide", "review", "spam"))).toEqual({ message: moderationMessages.decided, state: "removed" });
    expect(await publicView(motion.id)).toMatchObject({ hidden: true, hiddenReason: "spam", idea: "" });
    expect((await publicView(motion.id, author.auth)).moderation).toMatchObject({ state: "removed", reason: "spam", canAppeal: true });
    const [mail] = await mailsFor(author.member.email);
    expect(mail!.subject).toBe("Your motion was hidden by the moderators");
    expect(mail!.text).toContain("Spam or advertising");
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, author.member.id));
    expect(note).toMatchObject({ kind: "moderation", reason: "author", motionId: motion.id });
    const [entry] = await logOf(motion.id);
    expect(entry).toMatchObject({ action: "hide", fromState: "review", toState: "removed", reason: "spam", by: { name: editor.editor.username, role: "editor" } });
  });

  it("keeps a reported motion: its reports are cleared, and new reports count afresh", async () => {
    const { motion } = await authoredMotion();
    await reportedBy(motion.id, 2);
    const editor = await editorSession();
    await okJson(await decide(editor.auth, motion.id, "keep", "review"));
    expect((await queueItems(editor.auth)).some((i) => i.motion._id === motion.id)).toBe(false);
    await reportedBy(motion.id, 2);
    expect((await publicView(motion.id)).hidden).toBe(false); // 2 open reports, under the threshold of 3
  });

  it("restores a hidden motion with its votes, and voting works again", async () => {
    const { motion } = await authoredMotion();
    await reportedBy(motion.id, 3);
    await okJson(await decide((await adminSession()).auth, motion.id, "restore", "hidden"));
    const shown = await publicView(motion.id);
    expect(shown).toMatchObject({ hidden: false, hiddenReason: null, idea: motion.text, votes: { count: 4 }, downVotes: { count: 1 } });
    const voter = await signedInMember();
    expect((await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion.id } }))).idea.votes.count).toBe(5);
  });

  it("answers 409 to the second of two moderators deciding at once, and logs one decision", async () => {
    const { motion } = await authoredMotion();
    await reportedBy(motion.id, 1);
    const [a, b] = [await editorSession(), await adminSession()];
    const answers = await Promise.all([decide(a.auth, motion.id, "keep", "review"), decide(b.auth, motion.id, "hide", "review", "spam")]);
    expect(answers.map((r): number => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => (r.status as number) === 409)!;
    expect((await errorJson(loser, 409)).message).toBe(moderationMessages.stale);
    expect((await logOf(motion.id)).filter((e) => e.action === "keep" || e.action === "hide")).toHaveLength(1);
  });

  it("needs a reason to hide, a known action and state; 404 for an unknown motion; staff only", async () => {
    const { motion } = await authoredMotion();
    const editor = await editorSession();
    expect((await errorJson(await decide(editor.auth, motion.id, "hide", "published"), 400)).message).toBe(moderationMessages.hideReason);
    const bad = await api(editor.auth).moderation.motions[":id"].$post({ param: { id: motion.id }, json: { action: "ban" as never, expectedState: "published" } });
    expect((await errorJson(bad, 400)).message).toBe(moderationMessages.action);
    await errorJson(await decide(editor.auth, "no-such-motion", "keep", "review"), 404);
    const member = await signedInMember();
    await errorJson(await decide(member.auth, motion.id, "hide", "published", "spam"), 403);
    await errorJson(await decide({}, motion.id, "hide", "published", "spam"), 401);
    expect((await publicView(motion.id)).hidden).toBe(false);
  });
});
