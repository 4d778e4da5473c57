import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { motions } from "../db/schema";

// Motions still pending long after scoring should have ended (README.md, "How scoring works"): their queue
// message was lost (a crash between the insert and the send, a cut-off waitUntil, a local restart), or the
// consumer set it aside while the motion's jurisdiction was moving. The cron sweep asks every database
// (cron/sweep.ts), sends them to the queue again, and scores the ones pending for long with the fallback itself.

/**
 * Pending longer than this: the normal path has failed. Scoring ends within about 70 s even when the model
 * provider hangs (queue/scoring-consumer.ts); a D1 outage's backoff can take longer, and a message re-sent
 * meanwhile does no harm (every write is conditional on the motion still being pending).
 */
const STUCK_AFTER_MS = 3 * 60_000;
/** Pending longer than this even after being re-sent: the sweep scores it with the fallback. */
const GIVE_UP_AFTER_MS = 15 * 60_000;
/** Motions a sweep takes from each database. */
const PER_SWEEP = 100;

/**
 * The stuck motions on one database, oldest first, but those of `stale` jurisdictions: a copy a move left there
 * until its cleanup (README.md, "Moving a jurisdiction") is its own database's to sweep, and a head of old
 * copies would otherwise take this database's every place in the sweep.
 */
export async function stuckMotions(db: Db, now = Date.now(), stale: string[] = []) {
  const notStale = stale.length
    ? sql`${motions.pageId} not in (select id from entities where jurisdiction_id in (select value from json_each(${JSON.stringify(stale)})))`
    : undefined;
  const rows = await db
    .select({ id: motions.id, createdAt: motions.createdAt })
    .from(motions)
    .where(and(eq(motions.aiStatus, "pending"), lt(motions.createdAt, new Date(now - STUCK_AFTER_MS)), notStale))
    .orderBy(asc(motions.createdAt))
    .limit(PER_SWEEP);
  return rows.map((r) => ({ id: r.id, giveUp: r.createdAt.getTime() < now - GIVE_UP_AFTER_MS }));
}
