import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { drizzleOver, type Db } from "../db/client";
import { directory, everyDatabase, type Databases } from "../db/placement";
import { placeOf } from "../db/record-placement";
import type { FanOutMessage } from "../jobs/notifications";
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

/** Updates (not merge targets' entries) whose fan-out is not marked done within the grace period, with their motion. */
async function unfinishedOn(db: Db, now: number) {
  return db
    .select({ id: motionUpdates.id, motionId: motionUpdates.motionId })
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
}

/**
 * Every database's unfinished fan-outs, as the first message of each, naming its motion so the consumer goes
 * straight to that database. Between a move's flip and its cleanup an update is on two databases: only the
 * copy where its motion is placed counts (the consumer marks that one done; the other goes with the cleanup).
 */
export async function unfinishedFanOutMessages(env: Databases, now = Date.now()): Promise<FanOutMessage[]> {
  const found = await Promise.all(everyDatabase(env).map(async ({ name, db }) => ({ name, rows: await unfinishedOn(drizzleOver(db), now) })));
  const messages: FanOutMessage[] = [];
  for (const { name, rows } of found) {
    for (const r of rows) {
      const home = await placeOf(directory(env), "motion", r.motionId);
      if (home?.database === name) messages.push({ updateId: r.id, motionId: r.motionId, stage: "author" });
    }
  }
  return messages;
}
