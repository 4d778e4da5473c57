import { z } from "zod";
import { isMailbox } from "./email-address";
import { jurisdictionSlug } from "./jurisdiction-schemas";
import { CONTACT_STATUSES } from "./limits";
import { listMessages, pagingQuery } from "./lists";
import { lengthRules, multiLineText, oneLineText, proseRules } from "./text";

// The contact form and the back office's message list. The Worker validates with these
// schemas and both web forms use them, so a server 400 carries the message the form would have shown.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254; // the longest address SMTP allows (RFC 5321)
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages per page in the back office when the client does not say. */
export const CONTACT_LIST_SIZE = 20;

export const contactMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: "Name must be at most 100 characters.",
  emailRequired: "Please enter your email address",
  emailInvalid: "Invalid email format.",
  emailTooLong: "Email address must be at most 254 characters.",
  messageRequired: "Please enter your message",
  messageTooShort: "Message must be at least 20 characters.",
  messageTooLong: "Message must be at most 5,000 characters.",
  sent: "Message sent successfully! We'll be in touch soon.",
  tooMany: "You have sent several messages in a short time. Please wait a minute and try again.",
  notFound: "Contact message not found.",
  handledRequired: "Say whether the message is handled (true or false).",
  status: "Status must be one of: all, open, handled.",
  markedHandled: "Message marked as handled.",
  markedOpen: "Message marked as not handled.",
} as const;

// Two address rules. The home form uses a basic pattern; the contact page additionally wants a
// top-level part of 2 to 4 letters. Every address the strict rule accepts also passes the basic one.
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRICT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

// Each rule's "required" check comes first, so an empty field reports that rather than its format.
const contactSchema = (emailPattern: RegExp) =>
  z.object({
    name: oneLineText(contactMessages.nameRequired).check(
      ...lengthRules({ required: contactMessages.nameRequired, max: [CONTACT_NAME_MAX, contactMessages.nameTooLong], letters: 1 }),
    ),
    email: z
      .string({ error: contactMessages.emailRequired })
      .trim()
      .min(1, contactMessages.emailRequired)
      .regex(emailPattern, contactMessages.emailInvalid)
      .refine(isMailbox, contactMessages.emailInvalid)
      .max(CONTACT_EMAIL_MAX, contactMessages.emailTooLong),
    message: multiLineText(contactMessages.messageRequired).check(
      ...proseRules(
        contactMessages.messageRequired,
        [CONTACT_MESSAGE_MIN, contactMessages.messageTooShort],
        [CONTACT_MESSAGE_MAX, contactMessages.messageTooLong],
      ),
    ),
  });

/** The /contact page's form: the stricter address rule. */
export const contactPageForm = contactSchema(STRICT_EMAIL);
/** The landing page's Get in Touch form: the basic address rule. */
export const contactHomeForm = contactSchema(BASIC_EMAIL);
/**
 * POST /api/contact. Both forms post here, so the server must accept everything the more lenient (home)
 * form accepts: it checks the basic pattern, and the page's 2–4 letter rule is a client-side refinement.
 * `jurisdiction` (a slug) sends it to that city's admins (README.md, "Staff per jurisdiction"); without one
 * it is the national admins'.
 */
export const contactBody = contactHomeForm.extend({ jurisdiction: jurisdictionSlug.optional() });

export type ContactFormVariant = "page" | "home";

export const contactFormSchema = (variant: ContactFormVariant) => (variant === "page" ? contactPageForm : contactHomeForm);

/** GET /api/contact/messages: newest first, by page or by cursor, optionally only open or handled ones. */
export const contactListQuery = pagingQuery
  .extend({
    cursor: z.string().min(1, listMessages.cursor).max(400, listMessages.cursor).optional(),
    status: z.enum(CONTACT_STATUSES, { error: contactMessages.status }).default("all"),
  })
  .refine((q) => !(q.page && q.cursor), { message: listMessages.cursorWithPage });

/** PATCH /api/contact/messages/:id/handled: true marks it handled, false opens it again. */
export const handledBody = z.object({ handled: z.boolean({ error: contactMessages.handledRequired }) });
