import { fanOutMessage, NOTIFICATIONS_DLQ, sendFanOut } from "../jobs/notifications";
import { fanOutStretches } from "../notifications/fan-out";
import { fanOutTarget } from "../notifications/fan-out-place";
import { markFannedOut } from "../notifications/sweep";
import { errorMessage, logEvent } from "../shared/log";
import { parseBody, retryDelaySeconds } from "./batch";

// The consumer of "plaza-notifications" and its dead-letter queue (README.md, "Notifications"). Each
// message notifies a few stretches of one update's recipients, sends the message that continues from there,
// and only then is acknowledged; a failure retries the message, which redoes nothing already done.
// Messages run one after another: each already fills its stretches with parallel mail sends. Each runs on its
// motion's database (notifications/fan-out-place.ts); while a move copies that motion's jurisdiction, a row
// written on the source could miss the copy, so the message waits like any retried one.

export async function handleNotificationBatch(batch: MessageBatch<unknown>, env: Env) {
  const lastChance = batch.queue === NOTIFICATIONS_DLQ;
  for (const msg of batch.messages) {
    const body = parseBody(msg, batch.queue, fanOutMessage);
    if (!body) {
      msg.ack();
      continue;
    }
    const started = Date.now();
    try {
      const target = await fanOutTarget(env, body);
      if (target?.moving) throw new Error("the motion's jurisdiction is moving");
      const { next, notified, mailed } = target ? await fanOutStretches(target.db, env, body, target) : { next: null, notified: 0, mailed: 0 };
      if (next) await sendFanOut(env, next);
      else if (target) await markFannedOut(target.db, body.updateId);
      const database = target?.database;
      logEvent("info", { queue: batch.queue, updateId: body.updateId, database, stage: body.stage, notified, mailed, done: !next, ms: Date.now() - started });
      msg.ack();
    } catch (err) {
      const fields = { queue: batch.queue, updateId: body.updateId, stage: body.stage, attempts: msg.attempts, error: errorMessage(err) };
      if (lastChance) {
        // Every retry failed (mail or D1 down for long): operators see who was not reached; the in-app rows
        // written so far stand.
        logEvent("error", { ...fields, outcome: "dropped" });
        msg.ack();
      } else {
        const delaySeconds = retryDelaySeconds(msg.attempts);
        logEvent("warn", { ...fields, outcome: "retry", delaySeconds });
        msg.retry({ delaySeconds });
      }
    }
  }
}
