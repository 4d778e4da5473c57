import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { ContactStatus } from "../contract/limits";
import type { Db } from "../db/client";
import { contactMessages } from "../db/contact-schema";
import { decodeCursor, encodeCursor } from "../shared/cursor";

// The admin's contact inbox: newest first (id breaking ties), by page or by cursor, filtered by status.

type ContactRow = typeof contactMessages.$inferSelect;

/** The back office's shape of one message (ids as `_id`, like every other resource). */
const toContactMessage = (row: ContactRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

const STATUS_FILTER: Record<ContactStatus, SQL | undefined> = {
  all: undefined,
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

type InboxQuery = { status: ContactStatus; limit: number; page?: number; cursor?: string };

export async function listContactMessages(db: Db, { status, limit, page, cursor }: InboxQuery) {
  const filters: (SQL | undefined)[] = [STATUS_FILTER[status]];
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, ["number", "string"]);
    filters.push(sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${createdAt}, ${id})`);
  }
  const rows = await db
    .select()
    .from(contactMessages)
    .where(and(...filters))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1)
    .offset(cursor ? 0 : ((page ?? 1) - 1) * limit);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([last.createdAt.getTime(), last.id]) : null;
  return { messages: shown.map(toContactMessage), nextCursor };
}

/** Idempotent both ways: marking twice keeps the first time it was handled; false opens it again. Null: no such message. */
export async function setHandled(db: Db, id: string, handled: boolean) {
  const handledAt = handled ? sql`coalesce(${contactMessages.handledAt}, ${Date.now()})` : null;
  const [row] = await db.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
  return row ? toContactMessage(row) : null;
}
