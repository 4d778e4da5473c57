import { and, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { motions } from "../db/schema";
import { listFilters, type MotionScope } from "./list-keys";

// The staff landing figure (GET /api/idea/inbox/summary): how many public motions of a staff member's
// jurisdiction (README.md, "Staff per jurisdiction") have no official update yet, by the inbox's own filters.

export const countAwaitingInScope = async (db: Db, scope: MotionScope) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(motions)
    .where(and(...listFilters({ awaiting: true, scope })));
  return row?.count ?? 0;
};
