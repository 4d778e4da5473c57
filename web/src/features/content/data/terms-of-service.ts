import { TERMS_META } from "./legal-meta";
import type { LegalDocument } from "./legal-types";

// The rules of using Plaza as it works today (accounts with verified e-mail, public motions that cannot
// be edited, an informational score and analysis). Change the date in the same commit as any change to the text.
export const termsOfService: LegalDocument = {
  ...TERMS_META,
  intro:
    "These terms are the agreement between you and Plaza when you use the site. We have kept them as short and plain as we can; please read them before creating an account or submitting a motion.",
  lastUpdated: "2026-11-28",
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      blocks: [
        "By using Plaza you agree to these terms and to our [Privacy Policy](/privacy-policy). If you do not agree, please do not use the service. To create an account you must be at least 16 years old, or older if the law where you live requires it.",
      ],
    },
    {
      id: "description",
      title: "Description of the Service",
      blocks: [
        "Plaza is a civic participation platform. Anyone can read motion pages — pages about a public office, agency, figure or group — and the motions posted on them. Members with a verified e-mail address can submit motions and vote them up or down. Each motion receives an automated analysis and score. Motion pages are created and maintained by Plaza's editors.",
        "Plaza is in development and starts with one large city, so features will change as we learn. Unless a motion page says otherwise, Plaza is independent: it is not run by, and does not speak for, the bodies and people its pages are about, and a motion is not a formal petition, complaint or legal submission to them.",
      ],
    },
    {
      id: "accounts",
      title: "User Accounts",
      blocks: [
        {
          list: [
            "Give accurate information and verify your e-mail address; unverified accounts cannot submit motions or vote.",
            "One person, one account. Votes are counted once per member, and extra accounts to multiply them are not allowed.",
            "Keep your password to yourself. If you sign in with Google, your Google account's security protects your Plaza account too.",
            "You are responsible for what happens under your account. Tell us at {email} straight away if you think someone else has used it.",
          ],
        },
      ],
    },
    {
      id: "content-and-conduct",
      title: "User Content and Conduct",
      blocks: [
        "Motions are public and cannot be edited after submission, so read yours before you send it. You are responsible for what you post. Do not use Plaza to:",
        {
          list: [
            "post anything unlawful, defamatory, harassing, hateful or threatening, or that incites violence;",
            "publish someone else's private information, or impersonate a person or organisation;",
            "post spam, advertising or the same motion over and over;",
            "manipulate votes or scores, including with multiple accounts, automation or coordinated fake activity;",
            "probe, disrupt or overload the service, or get around its security or rate limits.",
          ],
        },
        "Our editors may remove content or motion pages that break these terms or the law, and we may limit accounts involved. Where we remove something, we will tell the author if we can, unless the law or safety prevents it.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        "You keep ownership of the motions you write. By submitting one, you give Plaza a worldwide, non-exclusive, royalty-free licence to host, display, reproduce, analyse and distribute it as part of the public record on Plaza and in material about Plaza.",
        "Plaza's name, logo, design and software belong to Plaza. Names, images and trademarks shown on motion pages belong to their owners and are used to identify who a page is about.",
      ],
    },
    {
      id: "ai-disclaimer",
      title: "Scoring Disclaimer",
      blocks: [
        "Each motion is scored automatically, by a language model where one is configured and by Plaza's rule-based rubric otherwise, on relevance, originality, feasibility, impact, clarity and coherence, scalability and sustainability, and the score comes with a written explanation that names which of the two wrote it. The analysis is informational only. It can be wrong, it is not an endorsement or the position of Plaza or of anyone a motion is addressed to, and it is not legal, financial or professional advice. A score decides nothing: people do.",
        "The rubric and its weights are published in [How scoring works](/how-scoring-works), so anyone can check how a score was reached.",
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      blocks: [
        "How we collect, use and protect personal information is set out in our [Privacy Policy](/privacy-policy), which forms part of these terms. In short: motions and vote counts are public; who wrote a motion and who voted are not published.",
      ],
    },
    {
      id: "availability",
      title: "Service Availability",
      blocks: [
        "We work to keep Plaza available at all hours, but we provide it as it is and as available, without a guarantee that it will always be uninterrupted, error-free or unchanged. We may change, pause or end features, and we will give notice of significant changes where we reasonably can.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        "To the fullest extent the law allows, Plaza is not liable for indirect or consequential loss, or for decisions anyone makes based on motions, votes or scores and analyses on Plaza. Plaza is free to use, and our total liability to you for any claim is limited to 100 US dollars. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        "You can stop using Plaza at any time and ask us to close your account, as described in the Privacy Policy. We may suspend or close accounts that seriously or repeatedly break these terms, telling you why where we can. Motions already on the public record may remain there without a link to you, as the Privacy Policy explains.",
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        "When these terms change, we update the date at the top of this page. We announce significant changes on Plaza and e-mail members before they take effect. If you keep using Plaza after that, the new terms apply.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: ["Questions about these terms? Write to {email}. We reply within 24 hours, Monday to Friday."],
    },
  ],
};
