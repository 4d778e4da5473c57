import { TRUST_LINK_MINUTES } from "../contract/browser-trust";
import { layout, linkTo, type MailContent } from "./templates";

// Mails to staff. Only an admin's own address ever gets one (the consumer looks the admin up), so the
// admin's name may appear.

/**
 * The "trust this browser" link (README.md, "Sign-in throttling"). It does not sign anyone in: it only lets
 * one browser try the password without waiting for the account's failed attempts. The page it opens asks
 * for a press of a button first, since mail scanners open links.
 */
export const browserTrustMail = (appUrl: string, name: string, token: string): MailContent => {
  const link = linkTo(appUrl, "/admin/trust-browser", token);
  const intro = `Hi ${name},`;
  const body =
    "Someone asked to trust a browser for signing in to the Plaza back office with your admin account, which is waiting after failed sign-in attempts. Open this link in the browser you want to sign in with and press \"Trust this browser\"; then sign in with your password as usual:";
  const expiry = `The link works once, within ${TRUST_LINK_MINUTES} minutes; if you received several, use the newest. It is not a password: without yours, nobody gets in.`;
  const notYou = "If you did not ask for it, someone may be guessing your password: you can ignore this email, and consider choosing a stronger password.";
  return {
    subject: "Trust a browser for the Plaza back office",
    text: `${intro}\n\n${body}\n\n${link}\n\n${expiry}\n\n${notYou}\n`,
    html: layout("Trust a browser for signing in", [intro, body, expiry, notYou], { href: link, label: "Trust this browser" }),
  };
};
