import { z } from "zod";
import { INBOX_SORTS } from "./limits";
import { listMessages, pagingQuery, statusFilter } from "./lists";
import { multiLineText, oneLineText, proseRules } from "./text";
import { MOTION_STATUSES, RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, STATUS_LABELS, type MotionStatus } from "./statuses";

// The city's answers: POST /api/idea/:id/updates and the back office's motion inbox. The Worker validates
// with these schemas and the back office's Respond dialog uses the same ones.

export const updateMessages = {
  textRequired: "Please write a response.",
  textTooShort: `Response must be at least ${RESPONSE_MIN_LENGTH} characters.`,
  textTooLong: `Response must be at most ${RESPONSE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  status: `Status must be one of: ${MOTION_STATUSES.join(", ")}.`,
  expectedStatus: "Say which status the motion had when you wrote this response (expectedStatus).",
  stale: "Someone else updated this motion while you were writing. Your response was not posted: review its new status and try again.",
  finalStatus: "Only an admin can reopen a motion that is implemented, declined or merged.",
  mergeTargetRequired: "Choose the motion this one duplicates.",
  mergeTargetOnlyWhenMerging: "Name a motion to merge into only when the new status is Merged.",
  mergeTargetSelf: "A motion cannot be merged into itself.",
  mergeTargetNotFound: "The motion to merge into was not found.",
  mergeTargetMerged: "That motion is itself merged into another one. Merge into the motion it went into instead.",
  alreadyMerged: "This motion is already merged into another motion. An admin must reopen it before it can be merged elsewhere.",
  posted: "Response posted.",
  statusChanged: "Status changed and response posted.",
  awaiting: "Awaiting must be true or false.",
} as const;

/** Why a transition is refused, named with the statuses' labels. */
export const transitionRefused = (from: MotionStatus, to: MotionStatus) =>
  `A motion that is ${STATUS_LABELS[from]} cannot move to ${STATUS_LABELS[to]}.`;

const statusField = (error: string) => z.enum(MOTION_STATUSES, { error });

export const responseTextField = multiLineText(updateMessages.textRequired).check(

  ...proseRules(

    updateMessages.textRequired,

    [RESPONSE_MIN_LENGTH, updateMessages.textTooShort],

    [RESPONSE_MAX_LENGTH, updateMessages.textTooLong],

  ),

);

/** POST /api/idea/:id/updates: a response, optionally with a new status; `mergedInto` only with merged. */
export const motionUpdateBody = z
  .object({
    text: responseTextField,
    status: statusField(updateMessages.status).optional(),
    expectedStatus: statusField(updateMessages.expectedStatus),
    mergedInto: z.string().trim().min(1, updateMessages.mergeTargetRequired).max(64).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "merged" && !body.mergedInto) {
      ctx.addIssue({ code: "custom", path: ["mergedInto"], message: updateMessages.mergeTargetRequired });
    }
    if (body.status !== "merged" && body.mergedInto) {
      ctx.addIssue({ code: "custom", path: ["mergedInto"], message: updateMessages.mergeTargetOnlyWhenMerging });
    }
  });

/**
 * The back office's Respond dialog: the new status ("" keeps the current one), the motion it duplicates when
 * merging (its link or id), and the public text. The expected status comes from the motion on screen.
 */
export const respondForm = z
  .object({
    status: z.union([z.literal(""), statusField(updateMessages.status)]),
    mergedInto: oneLineText().max(300, updateMessages.mergeTargetNotFound),
    text: responseTextField,
  })
  .superRefine((form, ctx) => {
    if (form.status === "merged" && !form.mergedInto) {
      ctx.addIssue({ code: "custom", path: ["mergedInto"], message: updateMessages.mergeTargetRequired });
    }
  });

/** GET /api/idea/inbox: the back office's motions, all pages or one, with the staff filters and sorts. */
export const inboxQuery = pagingQuery
  .extend({
    entity: z.string().trim().min(1, listMessages.entity).max(64, listMessages.entity).optional(),
    status: statusFilter.optional(),
    awaiting: z.enum(["true", "false"], { error: updateMessages.awaiting }).optional(),
    sort: z.enum(INBOX_SORTS, { error: listMessages.inboxSort }).default("Oldest"),
    cursor: z.string().min(1, listMessages.cursor).max(400, listMessages.cursor).optional(),
  })
  .refine((q) => !(q.page && q.cursor), { message: listMessages.cursorWithPage });
