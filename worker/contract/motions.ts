import { z } from "zod";
import { normaliseText } from "./normalise-text";
import { multiLineText, proseRules } from "./text";

// Submitting, voting and following. The Worker validates with these schemas and the Submit
// Motion dialog uses the same ones, so a server 400 carries the message the form would have shown.

export const MOTION_MIN_LENGTH = 20;
export const MOTION_MAX_LENGTH = 1000;

export const motionMessages = {
  motionRequired: "Please enter your motion.",
  motionTooShort: "Motion must be upto 20 characters.",
  motionTooLong: "Motion must be at most 1,000 characters.",
  entityRequired: "Choose a motion page for your motion.",
  submitted: "Motion submitted! Its score and analysis are ready.",
  queued: "Motion submitted. It is being scored now.",
  scoringSlow: "Your motion is saved. Its score and analysis will appear on the card shortly.",
  ideaRequired: "Choose a motion to vote on.",
  upvoted: "Upvote recorded.",
  downvoted: "Downvote recorded.",
  withdrawn: "Vote withdrawn.",
  switchedUp: "Vote changed to an upvote.",
  switchedDown: "Vote changed to a downvote.",
  tooManySubmissions: "You have submitted several motions in a short time. Please wait a minute and try again.",
  tooManyVotes: "You are voting too quickly. Please wait a minute and try again.",
  // A hot motion handing its votes back to the plain path at that very moment, again and again (README.md, "Hot motions").
  voteBusy: "This motion is receiving many votes right now. Please try again in a moment.",
  followed: "You are now following this page.",
  unfollowed: "You no longer follow this page.",
} as const;

/**
 * Counted as a reader sees it; 25 dots or zero-width spaces are no motion (worker/README.md, "Text input").
 * Limits count the text as stored: without tag characters and zero-width splits (README.md, "How scoring works").
 */
export const motionTextField = multiLineText(motionMessages.motionRequired).overwrite(normaliseText).check(
  ...proseRules(
    motionMessages.motionRequired,
    [MOTION_MIN_LENGTH, motionMessages.motionTooShort],
    [MOTION_MAX_LENGTH, motionMessages.motionTooLong],
  ),
);

/** POST /api/idea/add. */
export const addMotionBody = z.object({
  entityId: z.string({ error: motionMessages.entityRequired }).trim().min(1, motionMessages.entityRequired).max(64),
  userIdea: motionTextField,
});

/** The Submit Motion dialog's form: the text only; the page comes from where the dialog was opened. */
export const submitMotionForm = z.object({ userIdea: motionTextField });

/** POST /api/idea/vote and /api/idea/downvote. */
export const voteBody = z.object({
  ideaId: z.string({ error: motionMessages.ideaRequired }).trim().min(1, motionMessages.ideaRequired).max(64),
});
