import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { uuidv7 } from "uuidv7";
import { requireAdmin } from "../auth/staff";
import { CONTACT_LIST_SIZE, contactBody, contactListQuery, contactMessages, handledBody } from "../contract/contact";
import { idParam } from "../contract/lists";
import { contactMessages as contactTable } from "../db/schema";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import { getDb } from "../lib/db";
import type { AppEnv } from "../lib/env";
import { httpError, logError } from "../lib/errors";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { sendMail } from "../mail/mailer";
import { contactNotificationMail } from "../mail/templates";

type ContactRow = typeof contactTable.$inferSelect;

/** The back office's shape of one message (ids as `_id`, like every other resource). */
const toContactMessage = (row: ContactRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

export type ContactMessageJson = ReturnType<typeof toContactMessage>;

/** Tells the team; a failed mail is logged, never the visitor's problem: the message is already stored. */
const notifyTeam = async (env: Env, row: ContactRow) => {
  if (!env.CONTACT_INBOX) return logError("contact notification skipped", "CONTACT_INBOX is not set");
  try {
    await sendMail(env, env.CONTACT_INBOX, contactNotificationMail(env.APP_URL, row), { replyTo: row.email });
  } catch (err) {
    logError(`contact notification failed for message ${row.id}`, err);
  }
};

const STATUS_FILTER: Record<"all" | "open" | "handled", SQL | undefined> = {
  all: undefined,
  open: isNull(contactTable.handledAt),
  handled: isNotNull(contactTable.handledAt),
};

// Visitor addresses and messages: never kept by a shared cache or the browser's back/forward store.
const PRIVATE = { "Cache-Control": "private, no-store" };

export const contactRoutes = new Hono<AppEnv>()
  // Spec §7 POST /contact: stored first, then the team is told; the answer is the toast's text.
  .post("/", validate("json", contactBody), async (c) => {
    await rateLimit(c.env.CONTACT_LIMITER, `contact:${clientIp(c)}`, contactMessages.tooMany);
    const [row] = await getDb(c).insert(contactTable).values({ id: uuidv7(), ...c.req.valid("json") }).returning();
    await notifyTeam(c.env, row!);
    return c.json({ message: contactMessages.sent }, 200);
  })
  // Admins read what arrived (issue 6: a message nobody reads is lost): newest first, id breaking ties.
  .get("/messages", requireAdmin, validate("query", contactListQuery), async (c) => {
    const { page, limit = CONTACT_LIST_SIZE, cursor, status } = c.req.valid("query");
    const filters: (SQL | undefined)[] = [STATUS_FILTER[status]];
    if (cursor) {
      const [createdAt, id] = decodeCursor(cursor, ["number", "string"]);
      filters.push(sql`(${contactTable.createdAt}, ${contactTable.id}) < (${createdAt}, ${id})`);
    }
    const rows = await getDb(c)
      .select()
      .from(contactTable)
      .where(and(...filters))
      .orderBy(desc(contactTable.createdAt), desc(contactTable.id))
      .limit(limit + 1)
      .offset(cursor ? 0 : ((page ?? 1) - 1) * limit);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor([last.createdAt.getTime(), last.id]) : null;
    return c.json({ messages: shown.map(toContactMessage), nextCursor }, 200, PRIVATE);
  })
  // Idempotent both ways: marking twice keeps the first time it was handled; false opens it again.
  .patch("/messages/:id/handled", requireAdmin, validate("param", idParam), validate("json", handledBody), async (c) => {
    const { handled } = c.req.valid("json");
    const handledAt = handled ? sql`coalesce(${contactTable.handledAt}, ${Date.now()})` : null;
    const [row] = await getDb(c)
      .update(contactTable)
      .set({ handledAt })
      .where(eq(contactTable.id, c.req.valid("param").id))
      .returning();
    if (!row) throw httpError(404, contactMessages.notFound);
    const message = handled ? contactMessages.markedHandled : contactMessages.markedOpen;
    return c.json({ message, contactMessage: toContactMessage(row) }, 200, PRIVATE);
  });
