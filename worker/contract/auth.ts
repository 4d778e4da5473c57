import { z } from "zod";
import { isMailbox } from "./email-address";
import { lengthRules, oneLineText } from "./text";

// Member account rules and texts. The Worker validates with these schemas and the web forms
// use the same ones, so a server 400 carries exactly the message the form would have shown.

export const authMessages = {
  nameRequired: "Name is required.",
  nameTooLong: "Name must be at most 100 characters.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters.",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  verifyFirst: "Please verify your email to continue.",
  invalidCredentials: "Invalid email or password.",
  emailTaken: "An account with this email already exists.",
  signInRequired: "Please log in to continue.",
  sessionExpired: "Session Expired, Please login",
  accountCreated: "Account created successfully!",
  loggedIn: "Logged in successfully!",
  resetLinkSent: "Password reset link sent to your email!",
  emailVerified: "Email verified successfully!",
  alreadyVerified: "Your email address is already verified.",
  passwordReset: "Password reset successfully!",
  verificationSent: "Verification email sent successfully!",
  verificationSendFailed: "Failed to send verification email",
  resetSendFailed: "Failed to send password reset email",
  verificationFailed: "Email verification failed. The link may be expired or invalid.",
  invalidLink: "This link is invalid or has expired. Please request a new one.",
  missingResetToken: "Invalid or missing reset token",
  missingVerificationToken: "Invalid or missing verification token",
  resendCooldown: "Please wait a minute before requesting another email.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  googleUnavailable: "Google sign-in is not available right now. Please use your email and password.",
  googleStartFailed: "Failed to initiate Google login.",
  googleStateInvalid: "Your Google sign-in expired or was already used. Please try again.",
  googleEmailUnverified: "Your Google account's email address is not verified.",
  googleFailed: "Something went wrong during authentication.",
  googleNoCode: "No authorization code received",
} as const;

/** Seconds a resend must wait, also enforced by the server. */
export const RESEND_COOLDOWN_SECONDS = 60;

// A simple address pattern: something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .regex(EMAIL_PATTERN, authMessages.emailInvalid)
  .refine(isMailbox, authMessages.emailInvalid)
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(8, authMessages.passwordTooShort)
  .max(128, authMessages.passwordTooLong);

export const nameField = oneLineText(authMessages.nameRequired).check(
  ...lengthRules({ required: authMessages.nameRequired, max: [100, authMessages.nameTooLong], letters: 1 }),
);

export const loginBody = z.object({ email: emailField, password: passwordField });
export const registerBody = z.object({ name: nameField, email: emailField, password: passwordField });
export const emailBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({ password: passwordField });
export const tokenParam = z.object({ token: z.string().min(1, authMessages.invalidLink).max(200, authMessages.invalidLink) });
export const googleCallbackBody = z.object({
  code: z.string({ error: authMessages.googleNoCode }).min(1, authMessages.googleNoCode).max(2048),
  state: z.string({ error: authMessages.googleStateInvalid }).min(1, authMessages.googleStateInvalid).max(512),
});

const confirmField = z
  .string({ error: authMessages.confirmRequired })
  .min(1, authMessages.confirmRequired)
  .max(128, authMessages.passwordTooLong);
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** The sign-up form: the register body plus a confirmation that never leaves the browser. */
export const signUpForm = registerBody
  .extend({ confirmPassword: confirmField })
  .refine(passwordsMatch, { message: authMessages.passwordsDiffer, path: ["confirmPassword"] });

/** The password reset page's form. */
export const resetPasswordForm = resetPasswordBody
  .extend({ confirmPassword: confirmField })
  .refine(passwordsMatch, { message: authMessages.passwordsDiffer, path: ["confirmPassword"] });

/** The 429 of an account whose recent sign-ins failed (README.md, "Sign-in throttling"), with the wait in words. */
export const signInWaitMessage = (seconds: number, canResetPassword: boolean) => {
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Try again in ${wait}${canResetPassword ? ", or reset your password" : ""}.`;
};
