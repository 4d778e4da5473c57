import { describe, expect, it } from "vitest";
import { transitionRefused, updateMessages } from "../../../worker/contract/motion-updates";
import { MOTION_STATUSES, nextStatuses, type MotionStatus } from "../../../worker/contract/statuses";
import { textMessages } from "../../../worker/contract/text";
import { api, errorJson, okJson } from "../support/client";
import { insertMotion, insertPage, signedInMember } from "../support/factories";
import { adminSession, editorSession } from "../support/staff";

// POST /api/idea/:id/updates: the city's answer. Who may post, which status moves the rules allow, the 409
// on a stale status, merges, and what the motion then shows (GET /api/idea/:id and the lists).

type Auth = Record<string, string>;
type Body = { text: string; expectedStatus: MotionStatus; status?: MotionStatus; mergedInto?: string };

const TEXT = "Thank you. The transport team is reviewing this proposal and will report back in March.";

const post = (auth: Auth, id: string, json: Body) => api(auth).idea[":id"].updates.$post({ param: { id }, json });
const detail = async (id: string) => (await okJson(await api().idea[":id"].$get({ param: { id } }))).motion;

/** A fresh motion moved to `status` by an admin (through the API, as the back office would). */
const motionIn = async (status: MotionStatus) => {
  const page = await insertPage();
  const motion = await insertMotion(page.id, { score: 50, status });
  return { page, motion };
};

describe("who may answer", () => {
  it("refuses anonymous callers (401) and members (403), and changes nothing", async () => {
    const { motion } = await motionIn("open");
    const member = await signedInMember();
    await errorJson(await post({}, motion.id, { text: TEXT, expectedStatus: "open", status: "accepted" }), 401);
    await errorJson(await post(member.auth, motion.id, { text: TEXT, expectedStatus: "open", status: "accepted" }), 403);
    const after = await detail(motion.id);
    expect(after.status).toBe("open");
    expect(after.updates).toEqual([]);
  });

  it("lets an editor and an admin answer, each signed with their public name and role", async () => {
    const { motion } = await motionIn("open");
    const editor = await editorSession();
    const admin = await adminSession();
    const first = await okJson(await post(editor.auth, motion.id, { text: TEXT, expectedStatus: "open", status: "under_review" }), 201);
    expect(first.message).toBe(updateMessages.statusChanged);
    expect(first.update).toMatchObject({ status: "under_review", previousStatus: "open", text: TEXT, by: { name: editor.editor.username, role: "editor" } });
    expect(first.motion.status).toBe("under_review");
    const second = await okJson(await post(admin.auth, motion.id, { text: `${TEXT} More soon.`, expectedStatus: "under_review" }), 201);
    expect(second.message).toBe(updateMessages.posted);
    expect(second.update).toMatchObject({ status: "under_review", previousStatus: "under_review", by: { name: admin.admin.name, role: "admin" } });

    const after = await detail(motion.id);
    expect(after.updates.map((u) => u._id)).toEqual([first.update._id, second.update._id]); // oldest first
    expect(after.latestUpdate?._id).toBe(second.update._id);
  });
});

describe("transitions", () => {
  const pairs = MOTION_STATUSES.flatMap((from) => MOTION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)("%s → %s is allowed exactly as contract/statuses.ts says, for editors and admins", async (from, to) => {
    const target = to === "merged" ? (await motionIn("open")).motion.id : undefined;
    for (const session of [await editorSession(), await adminSession()]) {
      const role = "admin" in session ? "admin" : "editor";
      const { motion } = await motionIn(from);
      const res = await post(session.auth, motion.id, { text: TEXT, expectedStatus: from, status: to, ...(target ? { mergedInto: target } : {}) });
      if (nextStatuses(from, role).includes(to)) {
        expect((await okJson(res, 201)).motion.status).toBe(to);
      } else {
        const { message } = await errorJson(res, 400);
        expect(message).toBe(role === "editor" && ["implemented", "declined", "merged"].includes(from) ? updateMessages.finalStatus : transitionRefused(from, to));
        expect((await detail(motion.id)).status).toBe(from);
      }
    }
  });

  it("lets an editor add a response to a final motion without reopening it", async () => {
    const { motion } = await motionIn("implemented");
    const editor = await editorSession();
    const body = await okJson(await post(editor.auth, motion.id, { text: TEXT, expectedStatus: "implemented" }), 201);
    expect(body.motion.status).toBe("implemented");
  });
});

describe("two staff members answering at once", () => {
  it("answers 409 to an update based on a status that has since changed, and stores nothing for it", async () => {
    const { motion } = await motionIn("open");
    const [a, b] = [await editorSession(), await editorSession()];
    await okJson(await post(a.auth, motion.id, { text: TEXT, expectedStatus: "open", status: "accepted" }), 201);
    const { message } = await errorJson(await post(b.auth, motion.id, { text: TEXT, expectedStatus: "open", status: "declined" }), 409);
    expect(message).toBe(updateMessages.stale);
    const after = await detail(motion.id);
    expect(after.status).toBe("accepted");
    expect(after.updates).toHaveLength(1);
  });

  it("lets exactly one of many parallel status changes through; the timeline holds exactly the winners", async () => {
    const { motion } = await motionIn("open");
    const sessions = await Promise.all(Array.from({ length: 8 }, () => editorSession()));
    const targets: MotionStatus[] = ["under_review", "accepted", "in_progress", "declined"];
    const answers = await Promise.all(
      sessions.map((s, i) => post(s.auth, motion.id, { text: TEXT, expectedStatus: "open", status: targets[i % targets.length] })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const after = await detail(motion.id);
    expect(after.updates).toHaveLength(1);
    expect(after.status).toBe(after.updates[0]!.status);
  });
});

describe("merging a duplicate", () => {
  it("keeps the duplicate's votes, links both ways and gives the target a timeline entry", async () => {
    const page = await insertPage();
    const original = await insertMotion(page.id, { score: 70, up: 9 });
    const duplicate = await insertMotion(page.id, { score: 40, up: 3 });
    const editor = await editorSession();
    await okJson(await post(editor.auth, duplicate.id, { text: TEXT, expectedStatus: "open", status: "merged", mergedInto: original.id }), 201);

    const merged = await detail(duplicate.id);
    expect(merged).toMatchObject({ status: "merged", mergedInto: original.id, votes: { count: 3 } });
    expect(merged.mergedIntoMotion).toMatchObject({ _id: original.id, entity: { slug: page.slug } });
    const target = await detail(original.id);
    expect(target.status).toBe("open");
    expect(target.alsoProposedAs.map((m) => m._id)).toEqual([duplicate.id]);
    expect(target.updates).toEqual([expect.objectContaining({ mergedFrom: duplicate.id, status: "open", previousStatus: "open" })]);
    expect(target.latestUpdate).toBeNull(); // a merge into it is not an answer to it
  });

  it.each([
    ["no target", {}, 400],
    ["itself", { self: true }, 400],
    ["an unknown motion", { mergedInto: "0190f0f0-0000-7000-8000-000000000000" }, 400],
  ] as const)("refuses a merge into %s", async (_name, spec, status) => {
    const { motion } = await motionIn("open");
    const editor = await editorSession();
    const mergedInto = "self" in spec ? motion.id : "mergedInto" in spec ? spec.mergedInto : undefined;
    await errorJson(await post(editor.auth, motion.id, { text: TEXT, expectedStatus: "open", status: "merged", ...(mergedInto ? { mergedInto } : {}) }), status);
    expect((await detail(motion.id)).status).toBe("open");
  });

  it("refuses a merge into a motion that is itself merged", async () => {
    const page = await insertPage();
    const merged = await insertMotion(page.id, { status: "merged" });
    const motion = await insertMotion(page.id);
    const { message } = await errorJson(
      await post((await adminSession()).auth, motion.id, { text: TEXT, expectedStatus: "open", status: "merged", mergedInto: merged.id }),
      400,
    );
    expect(message).toBe(updateMessages.mergeTargetMerged);
  });

  it("refuses merging an already merged motion again, into itself or elsewhere, and changes nothing", async () => {
    const page = await insertPage();
    const [original, other, duplicate] = [await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id)];
    const admin = await adminSession();
    await okJson(await post(admin.auth, duplicate.id, { text: TEXT, expectedStatus: "open", status: "merged", mergedInto: original.id }), 201);
    const again = (mergedInto: string) => post(admin.auth, duplicate.id, { text: TEXT, expectedStatus: "merged", status: "merged", mergedInto });
    expect((await errorJson(await again(duplicate.id), 400)).message).toBe(updateMessages.mergeTargetSelf);
    expect((await errorJson(await again(other.id), 400)).message).toBe(updateMessages.alreadyMerged);
    const after = await detail(duplicate.id);
    expect(after).toMatchObject({ status: "merged", mergedInto: original.id });
    expect(after.updates).toHaveLength(1);
    // Naming the motion it already went into is a response without a status change.
    expect((await okJson(await again(original.id), 201)).message).toBe(updateMessages.posted);
  });
});

describe("validation", () => {
  it.each([
    ["a short response", { text: "Too short." }, updateMessages.textTooShort],
    ["an empty response", { text: "   " }, updateMessages.textRequired],
    ["a response over 2,000 characters", { text: "x".repeat(2001) }, updateMessages.textTooLong],
    ["a NUL byte", { text: `${TEXT}\u0000` }, textMessages.control],
    ["a bidi isolate", { text: `${TEXT} \u2067hidden` }, textMessages.bidi],
    ["a lone surrogate", { text: `${TEXT} \udfff` }, textMessages.surrogate],
  ])("refuses %s with the form's message", async (_name, body, message) => {
    const { motion } = await motionIn("open");
    const res = await post((await editorSession()).auth, motion.id, { expectedStatus: "open", ...body });
    expect((await errorJson(res, 400)).message).toBe(message);
  });

  it("keeps the response's paragraphs and stores it as NFC", async () => {
    const { motion } = await motionIn("open");
    const text = `${TEXT}\r\n\r\nThe cafe\u0301 permit is next.`;
    await okJson(await post((await editorSession()).auth, motion.id, { text, expectedStatus: "open" }), 201);
    expect((await detail(motion.id)).latestUpdate?.text).toBe(`${TEXT}\n\nThe caf\u00e9 permit is next.`);
  });

  it("answers 404 for an unknown motion", async () => {
    await errorJson(await post((await editorSession()).auth, "0190f0f0-0000-7000-8000-000000000000", { text: TEXT, expectedStatus: "open" }), 404);
  });
});

describe("lists", () => {
  it("filter by one or more statuses, carry the latest update, and sort by Recently answered", async () => {
    const page = await insertPage();
    const [a, b, c] = [await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id)];
    const editor = await editorSession();
    await okJson(await post(editor.auth, b.id, { text: TEXT, expectedStatus: "open", status: "accepted" }), 201);
    await okJson(await post(editor.auth, a.id, { text: `${TEXT} (a)`, expectedStatus: "open", status: "declined" }), 201);
    const list = async (query: Record<string, string>) =>
      (await okJson(await api().idea.entityidea.$get({ query: { entity: page.id, ...query } }))).motions;

    expect((await list({ status: "accepted" })).map((m) => m._id)).toEqual([b.id]);
    expect(new Set((await list({ status: "accepted,declined" })).map((m) => m._id))).toEqual(new Set([a.id, b.id]));
    expect((await list({ sort: "Answered" })).map((m) => m._id)).toEqual([a.id, b.id, c.id]);
    const [first] = await list({ sort: "Answered" });
    expect(first!.latestUpdate).toMatchObject({ status: "declined", text: `${TEXT} (a)` });
    const { message } = await errorJson(await api().idea.entityidea.$get({ query: { entity: page.id, status: "open,done" } }), 400);
    expect(message).toMatch(/^Status must be one or more of/);
  });
});
