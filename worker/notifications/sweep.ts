import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { motionUpdates } from "../db/answers-schema";

// Fan-outs that never finished (README.md, "Notifications"): an update's first message that was never sent
// (the queue refused it after the update was stored), or a chain that broke between two messages. The
// consumer marks an update once its last recipient is notified; the cron sweep restarts the others from the
// beginning, which repeats nothing already done (rows are unique, mails need a claim).

/** How long a fan-out may take before the sweep restarts it: far above the seconds a normal one takes. */
const FAN_OUT_GRACE_MS = 10 * 60_000;
/** Older updates are not restarted: a notification a week late is noise, not news. */
const GIVE_UP_MS = 7 * 86_400_000;
const PER_SWEEP = 50;

export const markFannedOut = (db: Db, updateId: string, at = new Date()) =>
  db.update(motionUpdates).set({ fannedOutAt: at }).where(and(eq(motionUpdates.id, updateId), isNull(motionUpdates.fannedOutAt)));

/** Updates (not merge targets' entries) whose fan-out is not marked done within the grace period. */
export async function unfinishedFanOuts(db: Db, now = Date.now()) {
  const rows = await db
    .select({ id: motionUpdates.id })
    .from(motionUpdates)
    .where(
      and(
        isNull(motionUpdates.fannedOutAt),
        isNull(motionUpdates.mergedFromId),
        lt(motionUpdates.createdAt, new Date(now - FAN_OUT_GRACE_MS)),
        gte(motionUpdates.createdAt, new Date(now - GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(motionUpdates.createdAt))
    .limit(PER_SWEEP);
  return rows.map((r) => r.id);
}
