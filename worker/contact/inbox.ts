import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { jurisdictionMessages } from "../contract/jurisdictions";
import type { ContactStatus } from "../contract/limits";
import type { Db } from "../db/client";
import { contactMessages } from "../db/contact-schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { isNationalReach, jurisdictionInReach, withinReach } from "../jurisdictions/reach";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import { decodeCursor, encodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";

// The admin's contact inbox: newest first (id breaking ties), by page or by cursor, filtered by status. A city
// admin reads the messages written to their reach; a national admin every message, and only national admins
// those written to no jurisdiction (README.md, "Staff per jurisdiction").

type ContactRow = typeof contactMessages.$inferSelect;
type JurisdictionRow = typeof jurisdictions.$inferSelect;

/** The back office's shape of one message (ids as `_id`, like every other resource). */
const toContactMessage = ({ message: row, jurisdiction }: { message: ContactRow; jurisdiction: JurisdictionRow | null }) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  jurisdiction: jurisdiction ? toJurisdictionSummary(jurisdiction) : null,
});

const withJurisdiction = (db: Db) =>
  db.select({ message: contactMessages, jurisdiction: jurisdictions }).from(contactMessages).leftJoin(jurisdictions, eq(jurisdictions.id, contactMessages.jurisdictionId)).$dynamic();

const STATUS_FILTER: Record<ContactStatus, SQL | undefined> = {
  all: undefined,
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

type InboxQuery = { status: ContactStatus; limit: number; page?: number; cursor?: string; reach: string };

export async function listContactMessages(db: Db, { status, limit, page, cursor, reach }: InboxQuery) {
  const filters: (SQL | undefined)[] = [STATUS_FILTER[status], jurisdictionInReach(db, contactMessages.jurisdictionId, reach)];
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, ["number", "string"]);
    filters.push(sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${createdAt}, ${id})`);
  }
  const rows = await withJurisdiction(db)
    .where(and(...filters))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1)
    .offset(cursor ? 0 : ((page ?? 1) - 1) * limit);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([last.message.createdAt.getTime(), last.message.id]) : null;
  return { messages: shown.map(toContactMessage), nextCursor };
}

/**
 * Idempotent both ways: marking twice keeps the first time it was handled; false opens it again. Null: no such
 * message; 403 for one written to another jurisdiction (or, for a city admin, to none).
 */
export async function setHandled(db: Db, id: string, handled: boolean, reach: string) {
  const [found] = await withJurisdiction(db).where(eq(contactMessages.id, id)).limit(1);
  if (!found) return null;
  if (!isNationalReach(reach) && !(found.jurisdiction && withinReach(found.jurisdiction.path, reach))) {
    throw httpError(403, jurisdictionMessages.outsideYours);
  }
  const handledAt = handled ? sql`coalesce(${contactMessages.handledAt}, ${Date.now()})` : null;
  const [row] = await db.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
  return row ? toContactMessage({ message: row, jurisdiction: found.jurisdiction }) : null;
}
