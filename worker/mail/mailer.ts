import { desc } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { devMail } from "../db/dev-mail-schema";
import { getDb } from "../db/client";
import type { MailContent } from "./templates";

/** "Plaza <no-reply@plaza.example>" → the binding's { name, email } form; a bare address stays a string. */
const parseAddress = (value: string): string | EmailAddress => {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.replace(/^"|"$/g, ""), email: match[2]! } : value.trim();
};

// Development only: a copy of every mail sent, so people and browser tests can follow the links
// without a real inbox. Only sendMail writes it, and only when ENVIRONMENT is "development".
const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;
const LIST_LIMIT = 100;

const recordDevMail = async (env: Env, to: string, mail: MailContent, options: SendOptions) => {
  const links = [...new Set(mail.text.match(LINK_PATTERN) ?? [])];
  const { replyTo = null, headers = {} } = options;
  await getDb(env)
    .insert(devMail)
    .values({ id: uuidv7(), to, replyTo, subject: mail.subject, text: mail.text, html: mail.html, links, headers });
};

/**
 * `replyTo`: where a reply should go instead of the no-reply sender (a contact form's visitor);
 * `headers`: extra headers, such as List-Unsubscribe on notification mails.
 */
export type SendOptions = { replyTo?: string; headers?: Record<string, string> };

/**
 * Sends one mail through the MAIL send_email binding (builder form: text and HTML alternatives). In
 * development the mail is also kept in the dev outbox, once the binding accepted it.
 */
export const sendMail = async (env: Env, to: string, mail: MailContent, options: SendOptions = {}) => {
  const { replyTo, headers } = options;
  await env.MAIL.send({
    from: parseAddress(env.MAIL_FROM),
    to,
    ...(replyTo ? { replyTo } : {}),
    ...(headers ? { headers } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  if (env.ENVIRONMENT === "development") await recordDevMail(env, to, mail, options);
};

/** The dev outbox, newest first; the id (UUIDv7) breaks ties between mails of the same millisecond. */
export const listDevMail = async (env: Env) => {
  const rows = await getDb(env).select().from(devMail).orderBy(desc(devMail.sentAt), desc(devMail.id)).limit(LIST_LIMIT);
  return rows.map((r) => ({
    to: r.to,
    replyTo: r.replyTo,
    subject: r.subject,
    text: r.text,
    links: r.links,
    headers: r.headers,
    sentAt: r.sentAt.toISOString(),
  }));
};
