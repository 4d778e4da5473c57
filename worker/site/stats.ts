import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteCounters } from "../db/schema";

// The landing page's live figures. One row kept by SQLite triggers (migration 0004, README.md decision 11),
// so reading it costs the same however many motions there are.

export async function readSiteStats(db: Db) {
  const row = await db.query.siteCounters.findFirst({ where: eq(siteCounters.id, 1) });
  return { pages: row?.pages ?? 0, motions: row?.motions ?? 0, votes: row?.votes ?? 0 };
}
