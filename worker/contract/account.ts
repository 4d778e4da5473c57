import { z } from "zod";
import { authMessages, emailField, nameField, passwordField } from "./auth";

// A member's own account (README.md, "Your account"): name, picture, password, e-mail address, sessions,
// the data export and deletion. The Worker validates with these schemas and the account screen's forms use
// the same ones, so a server 400 carries exactly the message the form would have shown.

export const accountMessages = {
  nameSaved: "Your name was saved.",
  pictureSaved: "Your profile picture was saved.",
  pictureRemoved: "Your profile picture was removed.",
  pictureTooLarge: "Profile pictures must be at most 1 MB.",
  pictureTooBig: "Profile pictures must be at most 2,000 × 2,000 pixels.",
  pictureBusy: "Your picture was being changed elsewhere at the same time. Please try again.",
  pictureMissing: "Choose an image to upload.",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Your current password is incorrect.",
  samePassword: "Choose a password different from your current one.",
  passwordChanged: "Password changed. Every other device was signed out.",
  noPasswordYet: "Your account signs in with Google and has no password yet. Ask for a link to set one.",
  hasPassword: "Your account already has a password. Change it with your current password.",
  setPasswordLinkSent: "We e-mailed you a link to set your password. It works for 1 hour.",
  passwordNeededForEmail: "Set a password first: changing your email address needs it.",
  sameEmail: "This is already your email address.",
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your email address changes when you open it (within 24 hours).`,
  emailChangeFailed: "We could not send the confirmation email right now. Please try again in a moment.",
  emailChanged: "Your email address was changed.",
  sessionChanged: "Your account changed in another session. Please log in again.",
  signedOutEverywhere: "You were signed out on every device.",
  deletionConfirmRequired: "Enter your password to delete your account.",
  deletionLinkSent: "We e-mailed you a link to confirm the deletion. It works for 1 hour.",
  motionsChoiceRequired: "Choose what happens to your motions.",
  accountDeleted: "Your account was deleted.",
  tooManyChanges: "Too many account changes in a minute. Please wait a minute and try again.",
  tooManyReads: "Too many requests for your account in a minute. Please wait a minute and try again.",
  tooManyExports: "You can download your data a few times a minute at most. Please wait a minute and try again.",
} as const;

/** Uploaded profile pictures: the screen shrinks them to a square first; the Worker refuses anything larger. */
export const MAX_PICTURE_BYTES = 1024 * 1024;
export const MAX_PICTURE_SIDE = 2000;
/** The square the account screen resizes a chosen picture to before it uploads it. */
export const PICTURE_UPLOAD_SIDE = 400;

/** The export's format version: bumped when a part changes meaning, so a reader can tell old files apart. */
export const EXPORT_SCHEMA_VERSION = 1;

/** What a member's motions become when the account goes: deleted with it, or kept without a link to them. */
export const MOTION_FATES = ["delete", "anonymize"] as const;
export type MotionFate = (typeof MOTION_FATES)[number];

/** A password the member already has: any length it was set with, so only "missing" is refused here. */
const currentPasswordField = z
  .string({ error: accountMessages.currentPasswordRequired })
  .min(1, accountMessages.currentPasswordRequired)
  .max(128, accountMessages.currentPasswordWrong);

/** PATCH /api/me */
export const nameBody = z.object({ name: nameField });

/** POST /api/me/password */
export const passwordChangeBody = z.object({
  currentPassword: currentPasswordField,
  password: passwordField,
});

/** The screen's form: the body plus a confirmation that never leaves the browser. */
export const passwordChangeForm = passwordChangeBody
  .extend({
    confirmPassword: z.string().min(1, authMessages.confirmRequired).max(128, authMessages.passwordTooLong),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

/** POST /api/me/email */
export const emailChangeBody = z.object({
  currentPassword: currentPasswordField,
  email: emailField,
});

/**
 * DELETE /api/me: the password, or for an account without one the token of the mailed confirmation link,
 * and the fate of the member's motions.
 */
export const deleteAccountBody = z
  .object({
    password: z.string().max(128, accountMessages.currentPasswordWrong).optional(),
    token: z.string().max(200, authMessages.invalidLink).optional(),
    motions: z.enum(MOTION_FATES, {
      error: accountMessages.motionsChoiceRequired,
    }),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.token), {
    message: accountMessages.deletionConfirmRequired,
    path: ["password"],
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
