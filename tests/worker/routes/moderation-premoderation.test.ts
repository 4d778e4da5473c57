import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, okJson } from "../support/client";
import { insertPage, signedInMember } from "../support/factories";
import { decide, publicView, queueItems } from "../support/moderation";
import { editorSession } from "../support/staff";

// MODERATION_MODE = "pre": every new motion waits for a moderator's approval before it appears in any list;
// its author sees it on /me marked as awaiting review.

const PRE = { ...env, MODERATION_MODE: "pre" };
const TEXT = "Extend the 14 bus to the new hospital with a stop at the main entrance by next spring.";
const listedOnPage = async (pageId: string) => (await okJson(await api().idea.entityidea.$get({ query: { entity: pageId, sort: "Latest" } }))).motions;

describe("pre-moderation", () => {
  it("holds a new motion out of every list until a moderator approves it", async () => {
    const page = await insertPage();
    const author = await signedInMember();
    const { motion } = await okJson(await api(author.auth, PRE).idea.add.$post({ json: { entityId: page.id, userIdea: TEXT } }), 202);
    expect(motion.awaitingReview).toBe(true);
    expect(await listedOnPage(page.id)).toEqual([]);
    expect(await publicView(motion._id)).toMatchObject({ awaitingReview: true, idea: "" });

    const mine = (await okJson(await api(author.auth).me.motions.$get({ query: {} }))).motions;
    expect(mine.find((m) => m._id === motion._id)).toMatchObject({ awaitingReview: true, idea: TEXT });
    expect((await publicView(motion._id, author.auth)).moderation).toMatchObject({ state: "awaiting", canAppeal: false });

    const editor = await editorSession();
    expect((await queueItems(editor.auth)).find((i) => i.motion._id === motion._id)?.state).toBe("awaiting");
    await okJson(await decide(editor.auth, motion._id, "approve", "awaiting"));
    expect((await listedOnPage(page.id)).map((m) => m._id)).toEqual([motion._id]);
  });

  it("leaves motions public at once in the default post mode", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const { motion } = await okJson(await api(auth).idea.add.$post({ json: { entityId: page.id, userIdea: TEXT } }), 202);
    expect(motion.awaitingReview).toBe(false);
    expect((await listedOnPage(page.id)).map((m) => m._id)).toEqual([motion._id]);
  });
});
