import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { motionMessages } from "../../../worker/contract/motions";
import { textMessages } from "../../../worker/contract/text";
import { motions } from "../../../worker/db/schema";
import { api, errorJson, okJson, ORIGIN, sendJson } from "../support/client";
import { db, FIRST_CITY, insertPage, signedInMember } from "../support/factories";
import { recordingQueue } from "../support/queue";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import { inOneMinute } from "../support/rate-limits";

// POST /api/idea/add: gating, validation with the contract's texts, the 202 answer, and the hand-over to
// the real local scoring queue (the motion gets scored by the Worker's own consumer). What happens when the
// queue refuses the message: motions-submit-queue.test.ts.

const TEXT = "Add a protected bike lane on Harbor Street between the ferry and the station by next spring.";

const submit = (json: { entityId: string; userIdea: string }, auth: Record<string, string> = {}, bindings?: Env) =>
  api(auth, bindings).idea.add.$post({ json });

const readMotion = async (id: string) => (await db().select().from(motions).where(eq(motions.id, id)))[0];

/** Polls GET /api/idea/:id as the submit dialog does, until the motion leaves "pending". */
const waitUntilScored = (id: string) =>
  vi.waitFor(
    async () => {
      const { motion } = await okJson(await api().idea[":id"].$get({ param: { id } }));
      expect(motion.aiStatus).not.toBe("pending");
      return motion;
    },
    { timeout: 10_000, interval: 100 },
  );

describe("POST /api/idea/add", () => {
  it("stores a pending motion by the member and answers 202 { message, motion }", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const { queue, sent } = recordingQueue(env.SCORING_QUEUE);
    const res = await submit({ entityId: page.id, userIdea: `   ${TEXT}  ` }, auth, { ...env, SCORING_QUEUE: queue });
    const body = await okJson(res, 202);
    expect(Object.keys(body).sort()).toEqual(["message", "motion"]);
    expect(body.message).toBe(motionMessages.queued);
    expect(body.motion).toEqual({
      _id: expect.any(String),
      idea: TEXT, // trimmed
      createdAt: expect.any(String),
      aiStatus: "pending",
      aiScore: null,
      aiExplanation: null,
      aiCriteria: null,
      aiModel: null,
      votes: { count: 0, voters: [] },
      downVotes: { count: 0, downVoters: [] },
      viewerVote: null,
      scoredAt: null,
      status: "open",
      mergedInto: null,
      latestUpdate: null,
      hidden: false,
      hiddenReason: null,
      awaitingReview: false,
      formerMember: false,
      entity: { _id: page.id, slug: page.slug, name: page.name, jurisdiction: FIRST_CITY, image: { url: `${ORIGIN}/images/${page.imageKey}` } },
    });
    expect(Date.now() - Date.parse(body.motion.createdAt)).toBeLessThan(60_000);
    expect(await readMotion(body.motion._id)).toMatchObject({ authorId: member.id, text: TEXT, pageId: page.id });
    expect(sent.map((s) => s.body)).toEqual([{ motionId: body.motion._id }]);
  });

  it("hands the motion to the scoring queue, whose consumer scores it", async () => {
    const page = await insertPage({ name: "Harbor Streets", description: "Streets, bike lanes and crossings of the harbor." });
    const { auth } = await signedInMember();
    const { motion } = await okJson(await submit({ entityId: page.id, userIdea: TEXT }, auth), 202);
    const scored = await waitUntilScored(motion._id);
    expect(scored).toMatchObject({ _id: motion._id, aiStatus: "scored", aiModel: RUBRIC_MODEL });
    expect(scored.aiScore).toBeGreaterThan(0);
  });

  it("asks an anonymous caller to log in (401) and an unverified member to verify (403), storing nothing", async () => {
    const page = await insertPage();
    const anonymous = await submit({ entityId: page.id, userIdea: TEXT });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Please log in to continue." });
    const { auth } = await signedInMember({ isVerified: false });
    const unverified = await submit({ entityId: page.id, userIdea: TEXT }, auth);
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toEqual({ message: "Please verify your email to continue." });
    expect(await db().select().from(motions).where(eq(motions.pageId, page.id))).toEqual([]);
  });

  // Raw requests: a missing text and a number are bodies the typed client cannot send.
  it.each([
    ["no text", {}, motionMessages.motionRequired],
    ["an empty text", { userIdea: "" }, motionMessages.motionRequired],
    ["only spaces", { userIdea: "      " }, motionMessages.motionRequired],
    ["19 characters", { userIdea: "x".repeat(19) }, motionMessages.motionTooShort],
    ["19 characters padded with spaces", { userIdea: `   ${"x".repeat(19)}    ` }, motionMessages.motionTooShort],
    ["1,001 characters", { userIdea: "x".repeat(1001) }, motionMessages.motionTooLong],
    ["25 zero-width spaces", { userIdea: "\u200B".repeat(25) }, motionMessages.motionRequired],
    ["zero-width joiners and a soft hyphen around one letter", { userIdea: `${"\u200D\u00AD".repeat(15)}a` }, motionMessages.motionTooShort],
    ["25 dots", { userIdea: ".".repeat(25) }, textMessages.lettersNeeded(10)],
    ["10 emoji (20 UTF-16 units, 10 characters)", { userIdea: "🚲".repeat(10) }, motionMessages.motionTooShort],
    ["25 emoji", { userIdea: "🚲".repeat(25) }, textMessages.lettersNeeded(10)],
    ["19 characters written as 38 UTF-16 units", { userIdea: "𝐁".repeat(19) }, motionMessages.motionTooShort],
    ["242 characters holding 4,242 UTF-16 units (combining marks)", { userIdea: `${"Zalgo bike lanes now ".repeat(2)}${`a${"\u0301".repeat(20)}`.repeat(200)}` }, motionMessages.motionTooLong],
    ["a number", { userIdea: Number.MAX_VALUE }, motionMessages.motionRequired],
    ["a NUL byte", { userIdea: `${TEXT}\u0000` }, textMessages.control],
    ["a bidi override", { userIdea: `${TEXT} \u202Eexe.gnp` }, textMessages.bidi],
    ["a lone surrogate", { userIdea: `${TEXT} \ud800` }, textMessages.surrogate],
    ["a lone surrogate in an over-long text", { userIdea: `\ud800${"x".repeat(1001)}` }, textMessages.surrogate],
  ])("refuses %s with 400 and the form's text", async (_, fields, message) => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const body = await errorJson(await sendJson("POST", "/idea/add", { entityId: page.id, ...fields }, auth), 400);
    expect(body.message).toBe(message);
    expect(body.issues?.[0]).toEqual({ path: "userIdea", message });
  });

  it("accepts exactly 20 and exactly 1,000 characters, counted as a reader sees them", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    // 1,000 flags are 4,000 UTF-16 units but 1,000 characters; a family emoji is one character of 11 units.
    const flagged = `${"Safer streets for kids ".repeat(2)}${"🇺🇦".repeat(954)}`;
    const family = "Parks for 👨‍👩‍👧‍👦 families now!";
    for (const text of ["x".repeat(20), "y".repeat(1000), flagged, family, "نريد ممرات آمنة للدراجات"]) {
      const { motion } = await okJson(await submit({ entityId: page.id, userIdea: text }, auth), 202);
      expect(motion.idea).toBe(text);
    }
  });

  it("stores the text as NFC with its line breaks (as \\n), as GET /api/idea/:id reads it back", async () => {
    const page = await insertPage();
    const { auth } = await signedInMember();
    const text = "Reopen the cafe\u0301 kiosk:\r\n\r\n- mornings\r\n- weekends too\n\n\t\u05e9\u05dc\u05d5\u05dd 42\u200F";
    const { motion } = await okJson(await submit({ entityId: page.id, userIdea: text }, auth), 202);
    const read = await okJson(await api().idea[":id"].$get({ param: { id: motion._id } }));
    expect(read.motion.idea).toBe("Reopen the caf\u00e9 kiosk:\n\n- mornings\n- weekends too\n\n\t\u05e9\u05dc\u05d5\u05dd 42\u200F");
  });

  it("answers 400 without a page and 404 for a page that does not exist", async () => {
    const { auth } = await signedInMember();
    const missing = await sendJson("POST", "/idea/add", { userIdea: TEXT }, auth); // raw: no entityId
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: motionMessages.entityRequired });
    const unknown = await submit({ entityId: crypto.randomUUID(), userIdea: TEXT }, auth);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Motion page not found." });
  });

  it("rate-limits one member's submissions with 429 and Retry-After", async () => {
    const { page, statuses, limited } = await inOneMinute(async () => {
      const page = await insertPage();
      const { auth } = await signedInMember();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await submit({ entityId: page.id, userIdea: `${TEXT} (${i})` }, auth)).status);
      return { page, statuses, limited: await submit({ entityId: page.id, userIdea: TEXT }, auth) };
    });
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: motionMessages.tooManySubmissions });
    expect(await db().select().from(motions).where(eq(motions.pageId, page.id))).toHaveLength(10);
  });
});
