import { drizzleOver, getDb } from "../db/client";
import { directory, everyDatabase, type DatabaseName } from "../db/placement";
import { motionHome } from "../jobs/motion-home";
import { writeThrough } from "../catalogue/write-through";
import { imageGraceSeconds } from "../jobs/image-cleanup";
import { purgeIdleThrottles } from "../accounts/login-throttle";
import { purgeCappedMails } from "../accounts/mail-cap";
import { purgeTrustLinks } from "../accounts/browser-trust";
import { purgeExpiredKeys } from "../idempotency/keys";
import { sendFanOut } from "../jobs/notifications";
import { enqueueScoring } from "../jobs/scoring";
import { notifyScored } from "../notifications/scored";
import { unfinishedFanOutMessages } from "../notifications/sweep";
import { deleteImage } from "../images/image-store";
import { orphanImages } from "../pages/orphan-images";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { stuckMotions } from "../scoring/stuck";
import { errorMessage, logEvent } from "../shared/log";
import { refreshCatalogue } from "../catalogue/refresh";
import { refreshShardTotals } from "../jurisdictions/shard-totals";
import { staleCopies } from "../jurisdictions/move/state";
import { EVERY_MINUTE, HOURLY } from "./schedules";

// The Worker's `scheduled` export (wrangler.toml [triggers], README.md "Sweeps"): work a lost queue message
// or a cut-off waitUntil could leave half-done is finished here. Every step is idempotent, so a sweep that
// overlaps the normal path, or another sweep, repeats nothing.
//   every minute:    the national catalogue copies the motions changed since its watermarks (catalogue/refresh.ts),
//                    and the directory's jurisdiction totals take in what the other databases counted
//                    (jurisdictions/shard-totals.ts);
//   every 5 minutes: motions pending for minutes, on every database, go to the scoring queue again (after 15
//                    minutes the sweep scores them with the fallback itself, on their own database);
//                    unfinished notification fan-outs restart;
//   hourly:          page images no page names, past their grace period, are deleted; idempotency keys past
//                    24 hours, sign-in failure counts idle for an hour, capped mails past their day and
//                    browser-trust links past any use are forgotten.


/**
 * One stuck motion: sent to the queue again, or scored with the fallback on its own database once it waited
 * too long. Found on `found`, it is skipped there when that is not its database any more (a copy a move left
 * until its cleanup: the motion's own database has it, and this sweep meets it there), and while its
 * jurisdiction moves (the consumer would set it aside too).
 */
async function unstick(env: Env, found: DatabaseName, motion: { id: string; giveUp: boolean }) {
  const home = await motionHome(env, motion.id);
  if (home?.database !== found || home.moving) return "skipped";
  if (!motion.giveUp && (await enqueueScoring(env, motion.id))) return "requeued";
  const { outcome } = await scoreWithFallback(home.db, motion.id, scorerFor(env), "retries-exhausted");
  if (outcome === "scored") await notifyScored(home.db, motion.id);
  await writeThrough(env, [motion.id]);
  return "fallback";
}

// Pending motions and unfinished fan-outs live on every database (README.md, "Databases"): each is asked.
async function sweepStuckWork(env: Env, now = Date.now()) {
  const done = { requeued: 0, fallback: 0, skipped: 0, fanOuts: 0 };
  const stale = await staleCopies(directory(env));
  for (const { name, db } of everyDatabase(env)) {
    const staleHere = stale.filter((s) => s.database === name).flatMap((s) => JSON.parse(s.subtree) as string[]);
    for (const motion of await stuckMotions(drizzleOver(db), now, staleHere)) done[await unstick(env, name, motion)]++;
  }
  // Each unfinished fan-out once, from the database its motion is placed on (notifications/sweep.ts).
  const fanOuts = await unfinishedFanOutMessages(env, now);
  for (const message of fanOuts) await sendFanOut(env, message);
  done.fanOuts = fanOuts.length;
  return done;
}

export async function sweepHourly(env: Env, now = Date.now()) {
  const db = getDb(env);
  const orphans = await orphanImages(db, env.IMAGES, imageGraceSeconds(env) * 1000, now);
  for (const key of orphans) await deleteImage(env.IMAGES, key);
  return {
    deleted: orphans.length,
    idempotencyKeys: await purgeExpiredKeys(db, now),
    loginThrottles: await purgeIdleThrottles(db, now),
    cappedMails: await purgeCappedMails(db, now),
    trustLinks: await purgeTrustLinks(db, now),
  };
}

const everyMinute = async (env: Env, started: number) => ({ ...(await refreshCatalogue(env, started)), totals: await refreshShardTotals(env) });

export async function handleScheduled(controller: Pick<ScheduledController, "cron">, env: Env, _ctx?: ExecutionContext) {
  const started = Date.now();
  try {
    const result =
      controller.cron === EVERY_MINUTE ? await everyMinute(env, started) : controller.cron === HOURLY ? await sweepHourly(env) : await sweepStuckWork(env);
    logEvent("info", { event: "sweep", cron: controller.cron, ...result, ms: Date.now() - started });
  } catch (err) {
    // The next run tries again; nothing a sweep does is lost by stopping halfway.
    logEvent("error", { event: "sweep-failed", cron: controller.cron, error: errorMessage(err) });
    throw err;
  }
}
