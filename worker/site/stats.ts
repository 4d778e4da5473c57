import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteCounters } from "../db/schema";

// The landing page's live figures. One row kept by SQLite triggers (migration 0004, README.md decision 11),
// so reading it costs the same however many motions there are.

// The counters count the directory's rows (every page is there); what other databases hold (their own
// counters, by the same rule) comes in with the shares the minute's refresh writes (README.md, "Databases", totals).
const ELSEWHERE = sql`select coalesce(sum(motions), 0) as motions, coalesce(sum(votes), 0) as votes from site_counter_shares`;

export async function readSiteStats(db: Db) {
  const [row, elsewhere] = await db.batch([db.query.siteCounters.findFirst({ where: eq(siteCounters.id, 1) }), db.get<{ motions: number; votes: number }>(ELSEWHERE)]);
  return { pages: row?.pages ?? 0, motions: (row?.motions ?? 0) + elsewhere.motions, votes: (row?.votes ?? 0) + elsewhere.votes };
}
