import { PRIVACY_META } from "./legal-meta";
import type { LegalDocument } from "./legal-types";

// Written against what the system really does: see worker/ (accounts, votes, contact, scoring) and the
// README. If the system changes what it collects or shares, this text and its date change too.
export const privacyPolicy: LegalDocument = {
  ...PRIVACY_META,
  intro:
    "Plaza is a civic participation platform. Being open about public decisions starts with being open about your data: this policy explains, in plain language, what we collect when you use Plaza, what we do with it, and the control you have over it.",
  lastUpdated: "2026-11-28",
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        "We collect only what we need to run Plaza:",
        {
          list: [
            "Account details: your name, your e-mail address, and whether you have verified it. Your password is never stored; we keep only a salted, one-way hash of it.",
            "Google sign-in, if you choose it: the name, e-mail address and profile picture address that Google shares with us. We never see your Google password.",
            "What you do on Plaza: the motions you submit (their text, the motion page and the time), the votes you cast, and the motion pages you follow.",
            "Messages you send us: the name, e-mail address and message you enter in the contact form.",
            "Technical data: to deliver pages, keep the service secure and limit abuse, our hosting provider processes your IP address and basic request details. Our own logs record the time, address requested, result and duration of each request, without your IP address.",
          ],
        },
        "We do not collect advertising identifiers, build profiles for marketing, or run analytics or tracking scripts.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        {
          list: [
            "To run your account: signing you in, verifying your e-mail address, resetting or changing your password or address, and confirming changes to your account. Beyond these, we e-mail you only about motions you wrote, voted on or follow (official answers and moderation decisions), and each of those can be turned off; we send no newsletters or marketing.",
            "To publish what you choose to make public: your motions, their scores and analyses, and the vote counts.",
            "To analyse motions: each motion's text, together with its motion page's name and description, is scored against our published rubric, by a language model where one is configured and by our own rule-based rubric otherwise. Neither receives your name or e-mail address.",
            "To keep one vote per member per motion, and to protect Plaza against spam, abuse and attacks, including by limiting how often requests can be made.",
            "To answer your messages and improve Plaza based on what people tell us.",
          ],
        },
        "We keep account data for as long as your account exists, and contact messages for as long as we need them to handle your request and any follow-up. We never sell your data or use it for advertising.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "How We Share Information",
      blocks: [
        "Some information is public by design, and some is shared with the few providers that help us run Plaza:",
        {
          list: [
            "Public on Plaza: the text of each motion, its motion page, when it was submitted, its score and analysis (naming the rubric or the language model that wrote it), and its upvote and downvote counts. Motions are shown without the author's name, and we never publish who voted, or how.",
            "Cloudflare hosts Plaza: its network serves the site, and its services store our database and images, deliver our e-mails and, where a language model scores motions, run that model (Cloudflare Workers AI).",
            "Google, only if you use Google sign-in, to confirm your identity.",
            "Another language-model provider, if we configure one instead for motion analysis, receives the motion text and its motion page's details, never who wrote it.",
            "Authorities, only where the law requires it or where it is necessary to protect someone's safety, and no more than required.",
          ],
        },
        "We do not sell, rent or trade personal information.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        "We protect your information with measures suited to a public service:",
        {
          list: [
            "Every connection to Plaza is encrypted (HTTPS), and browsers are told never to use an unencrypted one.",
            "Passwords are stored only as salted PBKDF2-SHA256 hashes. Verification and password reset links are single-use, expire after 24 hours and 1 hour respectively, and are stored only as hashes.",
            "Sign-in sessions expire after 7 days. Resetting or changing your password ends every other session, and \"Sign out everywhere\" on your Account screen ends them all.",
            "Sign-in, sign-up, e-mail, contact, submission and voting requests are rate-limited, and strict security headers protect every page.",
          ],
        },
        "No system is perfectly secure. If a breach affects your personal information, we will tell you promptly and as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        "Wherever you live, you have these rights, and most of them are a few clicks away on your [Account](/me/account) screen once you are logged in:",
        {
          list: [
            "Access: see what personal information we hold about you. Your Account screen shows your details, and “Download your data” gives you all of it.",
            "Correct: fix information that is inaccurate or incomplete. Change your name, picture, password and e-mail address on your Account screen.",
            "Delete: close your account and erase your personal information with “Delete account” on your Account screen. Your votes are removed, and your motions are either deleted or kept on the public record as by a “Former member”, with no link to you, as you choose.",
            "Opt out: stop any processing that is not needed to run your account. We send no marketing e-mail; every notification e-mail has a one-click unsubscribe link, and your notification settings turn each kind off.",
            "Export: receive a copy of your personal information in a common, machine-readable format. “Download your data” on your Account screen gives you a JSON file at once.",
          ],
        },
        "If you cannot use the Account screen, or want to ask about anything else, write to {email} from the address linked to your account, so we can confirm the request is yours. We answer within 30 days. You may also complain to your local data protection authority.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Local Storage",
      blocks: [
        "Plaza uses no tracking or advertising cookies. Your browser's local storage keeps two things on your own device: your sign-in session (so you stay logged in) and your choice of light or dark theme. Logging out removes the session; clearing your browser's site data removes both.",
        "Sign-in with Google happens on Google's pages, which follow Google's own cookie policy. Videos on the manifesto page are not loaded until you press play; once you do, YouTube (in its privacy-enhanced mode) or TikTok may set cookies under their own policies.",
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        "When this policy changes, we update the date at the top of this page. If a change affects how we use information you have already given us, we announce it on Plaza and e-mail members before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        "Questions about this policy or your data? Write to {email}. We reply within 24 hours, Monday to Friday.",
      ],
    },
  ],
};
