import { describe, expect, it } from "vitest";
import { moderationMessages } from "../../../worker/contract/moderation";
import { textMessages } from "../../../worker/contract/text";
import { api, errorJson, okJson } from "../support/client";
import { signedInMember } from "../support/factories";
import { authoredMotion, decide, publicView, queueItems, reportedBy } from "../support/moderation";
import { mailsFor } from "../support/notifications";
import { adminSession, editorSession } from "../support/staff";

// POST /api/idea/:id/appeal: the author, once, while the motion is hidden; appeals come first in the queue;
// the decision on an appeal is final and the author is told.

const APPEAL = "My motion asks for a bus shelter; the link was to the city's own timetable, not an ad.";
const appeal = (auth: Record<string, string>, id: string, text = APPEAL) => api(auth).idea[":id"].appeal.$post({ param: { id }, json: { text } });

describe("appeals", () => {
  it("lets the author appeal once, first in the queue; an upheld appeal restores the motion", async () => {
    const older = await authoredMotion();
    await reportedBy(older.motion.id, 1); // waits in the queue since before the appeal
    const { motion, author } = await authoredMotion();
    const editor = await editorSession();
    await okJson(await decide(editor.auth, motion.id, "hide", "published", "spam"));
    expect(await okJson(await appeal(author.auth, motion.id), 201)).toEqual({ message: moderationMessages.appealed });
    expect((await errorJson(await appeal(author.auth, motion.id), 409)).message).toBe(moderationMessages.appealUsed);

    const items = await queueItems(editor.auth);
    expect(items[0]).toMatchObject({ state: "appealed", motion: { _id: motion.id }, appeal: { text: APPEAL, outcome: null } });
    expect(items.findIndex((i) => i.motion._id === older.motion.id)).toBeGreaterThan(0);
    expect((await publicView(motion.id, author.auth)).moderation).toMatchObject({ state: "appealed", canAppeal: false, appeal: { text: APPEAL } });

    await okJson(await decide(editor.auth, motion.id, "restore", "appealed"));
    expect((await publicView(motion.id)).hidden).toBe(false);
    expect((await mailsFor(author.member.email))[0]!.subject).toBe("Your appeal was upheld: your motion is public again");
  });

  it("is final when rejected: the motion stays hidden and cannot be appealed again", async () => {
    const { motion, author } = await authoredMotion();
    await reportedBy(motion.id, 3); // hidden by reports: the author may appeal before any decision
    await okJson(await appeal(author.auth, motion.id), 201);
    await okJson(await decide((await adminSession()).auth, motion.id, "hide", "appealed", "abuse"));
    const own = (await publicView(motion.id, author.auth)).moderation;
    expect(own).toMatchObject({ state: "removed", reason: "abuse", canAppeal: false, appeal: { outcome: "rejected" } });
    expect((await errorJson(await appeal(author.auth, motion.id), 409)).message).toBe(moderationMessages.appealUsed);
    expect((await mailsFor(author.member.email))[0]!.subject).toBe("Your appeal was reviewed: the motion stays hidden");
  });

  it("is refused to anyone but the author (403), for a public motion (409), and for a text out of bounds (400)", async () => {
    const { motion, author } = await authoredMotion();
    expect((await errorJson(await appeal(author.auth, motion.id), 409)).message).toBe(moderationMessages.appealNotHidden);
    await okJson(await decide((await editorSession()).auth, motion.id, "hide", "published", "offtopic"));
    expect((await errorJson(await appeal((await signedInMember()).auth, motion.id), 403)).message).toBe(moderationMessages.appealNotYours);
    expect((await errorJson(await appeal(author.auth, motion.id, "Too short."), 400)).message).toBe(moderationMessages.appealTooShort);
    expect((await errorJson(await appeal(author.auth, motion.id, "x".repeat(1001)), 400)).message).toBe(moderationMessages.appealTooLong);
    expect((await errorJson(await appeal(author.auth, motion.id, `${"Please look again. ".repeat(2)}\u0000`), 400)).message).toBe(textMessages.control);
    await errorJson(await appeal(author.auth, "no-such-motion"), 404);
  });
});
