import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import type { contactBody } from "../contract/contact";
import type { Db } from "../db/client";
import { contactMessages } from "../db/contact-schema";
import { sendMail } from "../mail/mailer";
import { contactNotificationMail } from "../mail/templates";
import { logError } from "../shared/log";

// A visitor's message to the team: stored first, then the team is told by mail. The stored row is what
// counts (the admin inbox reads it), so a failed mail is logged, never the visitor's problem.

type ContactRow = typeof contactMessages.$inferSelect;

const notifyTeam = async (env: Env, row: ContactRow) => {
  if (!env.CONTACT_INBOX) return logError("contact notification skipped", "CONTACT_INBOX is not set");
  try {
    await sendMail(env, env.CONTACT_INBOX, contactNotificationMail(env.APP_URL, row), { replyTo: row.email });
  } catch (err) {
    logError(`contact notification failed for message ${row.id}`, err);
  }
};

/** `jurisdictionId`: the jurisdiction the message was written to (the route resolved its slug), or null. */
export async function receiveContactMessage(db: Db, env: Env, input: Omit<z.output<typeof contactBody>, "jurisdiction">, jurisdictionId: string | null) {
  const { name, email, message } = input;
  const [row] = await db.insert(contactMessages).values({ id: uuidv7(), name, email, message, jurisdictionId }).returning();
  await notifyTeam(env, row!);
}
