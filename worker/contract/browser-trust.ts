import { z } from "zod";
import { adminEmailField } from "./back-office";

// Trusting a staff member's browser (README.md, "Sign-in throttling"): a stranger's wrong passwords make the
// account wait, and a browser that never signed in waits with it; a one-time link (mailed to an admin, or
// made by an admin for an editor) gives that browser the device cookie, so it is counted on its own.

/** How long a link works, in minutes; the texts say so. */
export const TRUST_LINK_MINUTES = 60;

export const browserTrustMessages = {
  // The same for every address (admin or not), so it tells nobody who is an admin.
  linkSent: `If this is an admin's address, we are e-mailing it a link to trust this browser. Open it in this browser within ${TRUST_LINK_MINUTES} minutes; if several arrive, use the newest.`,
  linkFailed: "The link could not be sent right now. Please try again in a minute.",
  browserTrusted: "This browser is now trusted for your account. Sign in with your password.",
  invalidLink: "This link is invalid, expired or already used.",
  editorLinkMade: "Link created. Copy it now: it will not be shown again.",
} as const;

export const trustLinkBody = z.object({ email: adminEmailField });

// In the body, not the path: a path is what request logs keep.
export const trustBrowserBody = z.object({
  token: z.string({ error: browserTrustMessages.invalidLink }).min(1, browserTrustMessages.invalidLink).max(200, browserTrustMessages.invalidLink),
});
