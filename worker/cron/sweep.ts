import { getDb } from "../db/client";
import { imageGraceSeconds } from "../jobs/image-cleanup";
import { purgeIdleThrottles } from "../accounts/login-throttle";
import { purgeCappedMails } from "../accounts/mail-cap";
import { purgeTrustLinks } from "../accounts/browser-trust";
import { purgeExpiredKeys } from "../idempotency/keys";
import { sendFanOut } from "../jobs/notifications";
import { enqueueScoring } from "../jobs/scoring";
import { notifyScored } from "../notifications/scored";
import { unfinishedFanOuts } from "../notifications/sweep";
import { deleteImage } from "../images/image-store";
import { orphanImages } from "../pages/orphan-images";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { stuckMotions } from "../scoring/stuck";
import { errorMessage, logEvent } from "../shared/log";
import { refreshCatalogue } from "../catalogue/refresh";
import { refreshShardTotals } from "../jurisdictions/shard-totals";
import { EVERY_MINUTE, HOURLY } from "./schedules";

// The Worker's `scheduled` export (wrangler.toml [triggers], README.md "Sweeps"): work a lost queue message
// or a cut-off waitUntil could leave half-done is finished here. Every step is idempotent, so a sweep that
// overlaps the normal path, or another sweep, repeats nothing.
//   every minute:    the national catalogue copies the motions changed since its watermarks (catalogue/refresh.ts),
//                    and the directory's jurisdiction totals take in what the other databases counted
//                    (jurisdictions/shard-totals.ts);
//   every 5 minutes: motions pending for minutes go to the scoring queue again (after 30 minutes the sweep
//                    scores them with the fallback itself); unfinished notification fan-outs restart;
//   hourly:          page images no page names, past their grace period, are deleted; idempotency keys past
//                    24 hours, sign-in failure counts idle for an hour, capped mails past their day and
//                    browser-trust links past any use are forgotten.


async function sweepStuckWork(env: Env, now = Date.now()) {
  const db = getDb(env);
  const stuck = await stuckMotions(db, now);
  let requeued = 0;
  let fallback = 0;
  for (const motion of stuck) {
    if (!motion.giveUp && (await enqueueScoring(env, motion.id))) {
      requeued++;
      continue;
    }
    const { outcome } = await scoreWithFallback(db, motion.id, scorerFor(env), "retries-exhausted");
    if (outcome === "scored") await notifyScored(db, motion.id);
    fallback++;
  }
  const fanOuts = await unfinishedFanOuts(db, now);
  for (const updateId of fanOuts) await sendFanOut(env, { updateId, stage: "author" });
  return { requeued, fallback, fanOuts: fanOuts.length };
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
