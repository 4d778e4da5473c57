import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { motions } from "../db/schema";

// Motions still pending long after the few seconds scoring takes (README.md, "AI scoring"): their queue
// message was lost (a crash between the insert and the send, a cut-off waitUntil, a local restart). The cron
// sweep sends them to the queue again, and scores the ones pending for long with the fallback itself.

/** Pending longer than this: the normal path (queue, retries, dead letter) has failed. */
const STUCK_AFTER_MS = 5 * 60_000;
/** Pending longer than this even after being re-sent: the sweep scores it with the fallback. */
const GIVE_UP_AFTER_MS = 30 * 60_000;
const PER_SWEEP = 100;

export async function stuckMotions(db: Db, now = Date.now()) {
  const rows = await db
    .select({ id: motions.id, createdAt: motions.createdAt })
    .from(motions)
    .where(and(eq(motions.aiStatus, "pending"), lt(motions.createdAt, new Date(now - STUCK_AFTER_MS))))
    .orderBy(asc(motions.createdAt))
    .limit(PER_SWEEP);
  return rows.map((r) => ({ id: r.id, giveUp: r.createdAt.getTime() < now - GIVE_UP_AFTER_MS }));
}
