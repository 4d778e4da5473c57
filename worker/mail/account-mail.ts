import { layout, linkTo, type MailContent } from "./templates";

// The mails of a member's own account (worker/accounts/, README.md "Your account"). Every one goes to an
// address the account has proved it owns, so the member's name may appear; each says what happened, and
// what to do if it was not them.

const trim = (appUrl: string) => appUrl.replace(/\/+$/, "");
const accountScreen = (appUrl: string) => ({
  href: `${trim(appUrl)}/me/account`,
  label: "Open your account",
});
const notYou = "If this was not you, reset your password right away and contact us.";

const compose = (subject: string, title: string, paragraphs: string[], link: { href: string; label: string }): MailContent => ({
  subject,
  text: `${paragraphs.join("\n\n")}\n\n${link.href}\n`,
  html: layout(title, paragraphs, link),
});

/** To the new address: the link that makes it the account's address (24 hours, once). */
export const emailChangeLinkMail = (appUrl: string, name: string, token: string) =>
  compose(
    "Confirm your new email for Plaza",
    "Confirm your new email address",
    [
      `Hi ${name},`,
      "You asked to use this address for your Plaza account. Open the link to confirm it; until then your old address stays in use.",
      "This link expires in 24 hours. If you did not ask for this, ignore this email and nothing changes.",
    ],
    {
      href: linkTo(appUrl, "/confirm-email", token),
      label: "Confirm new email",
    },
  );

/** To the old address, whatever the new one turns out to be: the change was asked for. */
export const emailChangeNoticeMail = (appUrl: string, name: string, newEmail: string) =>
  compose(
    "Your Plaza email address is changing",
    "Your email address is changing",
    [
      `Hi ${name},`,
      `Someone signed in to your Plaza account asked to change its email address to ${newEmail}. It changes only once that address is confirmed.`,
      notYou,
    ],
    accountScreen(appUrl),
  );

/** To the owner of an address another account asked to move to: nothing changes, and nobody else learns it. */
export const emailInUseMail = (appUrl: string) =>
  compose(
    "Someone tried to use your email on Plaza",
    "Your email address is already in use",
    [
      "Hello,",
      "Someone asked to move another Plaza account to this email address. This address already belongs to your account, so nothing changed.",
      "You do not need to do anything.",
    ],
    { href: `${trim(appUrl)}/`, label: "Go to Plaza" },
  );

/** After a password change: every other session has ended. */
export const passwordChangedMail = (appUrl: string, name: string) =>
  compose(
    "Your Plaza password was changed",
    "Your password was changed",
    [`Hi ${name},`, "The password of your Plaza account was just changed, and every other device was signed out.", notYou],
    accountScreen(appUrl),
  );

/** A Google-only account's first password: the reset page sets it, the mail proves the address. */
export const setPasswordMail = (appUrl: string, name: string, token: string) =>
  compose(
    "Set a password for Plaza",
    "Set a password",
    [
      `Hi ${name},`,
      "You asked to add a password to your Plaza account, which signs in with Google. Choose one here:",
      "This link expires in 1 hour. If you did not ask for it, you can ignore this email.",
    ],
    { href: linkTo(appUrl, "/reset-password", token), label: "Set password" },
  );

/** A Google-only account's deletion: the link opens the account screen with the confirmation filled in. */
export const deletionLinkMail = (appUrl: string, name: string, token: string) =>
  compose(
    "Confirm deleting your Plaza account",
    "Confirm deleting your account",
    [
      `Hi ${name},`,
      "You asked to delete your Plaza account. Open the link, signed in, to choose what happens to your motions and confirm. Deletion cannot be undone.",
      "This link expires in 1 hour. If you did not ask for it, ignore this email and your account stays.",
    ],
    { href: linkTo(appUrl, "/me/account", token), label: "Confirm deletion" },
  );

/** After the deletion: what went, and what stayed. */
export const accountDeletedMail = (appUrl: string, name: string, keptMotions: boolean) =>
  compose(
    "Your Plaza account was deleted",
    "Your account was deleted",
    [
      `Hi ${name},`,
      "Your Plaza account, your votes, follows, notifications and preferences were deleted.",
      keptMotions
        ? "Your motions stay on the public record as written by a former member, with no link to you."
        : "Your motions were deleted with it.",
      "Thank you for taking part. You are welcome back any time with a new account.",
    ],
    { href: `${trim(appUrl)}/`, label: "Go to Plaza" },
  );
