import { z } from "zod";
import { memberListQuery } from "./lists";
import {
  APPEAL_MAX,
  APPEAL_MIN,
  MODERATION_ACTIONS,
  MODERATION_STATE_LABELS,
  MODERATION_STATES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SUSPENSIONS,
  type ModerationAction,
  type ModerationState,
} from "./moderation-states";
import { lengthRules, multiLineText, proseRules } from "./text";

// Reports, the moderators' decisions, appeals and suspensions: the Worker validates with these schemas and
// the report dialog, the queue and the appeal form use the same ones.

export const moderationMessages = {
  reason: "Choose why you are reporting this motion.",
  noteTooLong: `Your note must be at most ${REPORT_NOTE_MAX} characters.`,
  reported: "Thank you. The moderators will review this motion.",
  alreadyReported: "You have already reported this motion. The moderators will review it.",
  ownMotion: "You cannot report your own motion.",
  notPublic: "This motion is not public, so it cannot be reported.",
  tooManyReports: "You are reporting too quickly. Please wait a minute and try again.",
  frozen: "This motion is hidden by the moderators, so its votes are frozen.",
  action: `Action must be one of: ${MODERATION_ACTIONS.join(", ")}.`,
  expectedState: "Say which moderation state the motion had when you decided (expectedState).",
  hideReason: "Choose the public reason this motion is hidden for.",
  stale: "Another moderator decided on this motion while you were looking. Nothing was changed: review its new state.",
  alreadyHidden: "This motion is already hidden by the moderators.",
  decided: "Decision recorded.",
  appealRequired: "Please explain why the motion should be restored.",
  appealTooShort: `Your appeal must be at least ${APPEAL_MIN} characters.`,
  appealTooLong: `Your appeal must be at most ${APPEAL_MAX.toLocaleString("en-US")} characters.`,
  appealNotYours: "Only the author of a motion can appeal its removal.",
  appealNotHidden: "Only a motion hidden by the moderators can be appealed.",
  appealUsed: "You have already appealed this decision. The decision on an appeal is final.",
  appealed: "Your appeal was sent. The moderators review appeals first.",
  suspension: `Choose a suspension: ${SUSPENSIONS.join(", ")}, or lift it.`,
  suspensionReason: "Please give the reason for the suspension (at least 10 characters).",
  suspended: (until: Date | null) =>
    until ? `Your account is suspended from posting and voting until ${until.toUTCString()}.` : "Your account is suspended from posting and voting.",
  suspensionSet: "The member is suspended.",
  suspensionLifted: "The suspension is lifted.",
  memberNotFound: "Member not found.",
} as const;

/** Why a move is refused, with the labels a moderator sees. */
export const moveRefused = (action: ModerationAction, from: ModerationState) =>
  action === "hide" && from === "removed" ? moderationMessages.alreadyHidden : `A motion that is ${MODERATION_STATE_LABELS[from]} cannot be ${{ keep: "kept", hide: "hidden", restore: "restored", approve: "approved" }[action]}.`;

const SUSPENSION_REASON_MIN = 10;
/** A reporter's or moderator's note: optional, at most REPORT_NOTE_MAX characters as a reader counts them. */
const noteField = multiLineText().check(...lengthRules({ max: [REPORT_NOTE_MAX, moderationMessages.noteTooLong] }));

const reasonField = (error: string) => z.enum(REPORT_REASONS, { error });

/** POST /api/idea/:id/report. */
export const reportBody = z.object({
  reason: reasonField(moderationMessages.reason),
  note: noteField.optional(),
});

/** POST /api/moderation/motions/:id: one decision, with the state the moderator saw; hide needs a public reason. */
export const moderationActionBody = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: moderationMessages.action }),
    expectedState: z.enum(MODERATION_STATES, { error: moderationMessages.expectedState }),
    reason: reasonField(moderationMessages.hideReason).optional(),
    note: noteField.optional(),
  })
  .refine((b) => b.action !== "hide" || b.reason, { path: ["reason"], message: moderationMessages.hideReason });

/** POST /api/idea/:id/appeal. */
export const appealBody = z.object({
  text: multiLineText(moderationMessages.appealRequired).check(
    ...proseRules(
      moderationMessages.appealRequired,
      [APPEAL_MIN, moderationMessages.appealTooShort],
      [APPEAL_MAX, moderationMessages.appealTooLong],
    ),
  ),
});

/** POST /api/moderation/members/:id/suspension: a duration with its reason, or lifting it. */
export const suspensionBody = z.object({
  suspension: z.enum([...SUSPENSIONS, "lift"], { error: moderationMessages.suspension }),
  reason: multiLineText(moderationMessages.suspensionReason).check(
    ...proseRules(
      moderationMessages.suspensionReason,
      [SUSPENSION_REASON_MIN, moderationMessages.suspensionReason],
      [REPORT_NOTE_MAX, moderationMessages.noteTooLong],
    ),
  ),
});

/** GET /api/moderation/queue and /log: by cursor. */
export const moderationListQuery = memberListQuery;
