import { sql } from "drizzle-orm";
import { index, text, sqliteTable } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

// Development only: every mail the Worker sends, listed at GET /api/dev/mail.
export const devMail = sqliteTable(
  "dev_mail",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    // The Reply-To a mail carried (the visitor's address on a contact notification), null when none.
    replyTo: text("reply_to"),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    // Extra headers the mail carried (List-Unsubscribe on notification mails), so tests can follow them too.
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    sentAt: createdAt("sent_at"),
  },
  (t) => [index("dev_mail_sent_idx").on(t.sentAt)],
);
