import { scoringMessage } from "../jobs/scoring";
import { motionHome, type MotionHome } from "../jobs/motion-home";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { RetryableScoringError, type Scorer } from "../scoring/types";
import { errorMessage, logEvent } from "../shared/log";
import { BATCH_CONCURRENCY, forEachLimited, parseBody, retryDelaySeconds } from "./batch";
import { scoreMotion } from "../scoring/score-motion";
import { notifyScored } from "../notifications/scored";
import { writeThrough } from "../catalogue/write-through";

// The consumer of "plaza-scoring" (README.md, decision 9 and "How scoring works"). Every message is
// acknowledged or retried on its own, so one slow or failing motion never holds back or re-runs the others
// in its batch. Each motion is read and scored on its own database (jobs/motion-home.ts); one the directory
// does not know, or whose jurisdiction a move is copying, is acknowledged (homeFor).
//
// A slow or failing provider never keeps a motion pending for minutes: a provider failure (unreachable, 5xx,
// 429, a call over its time limit) is retried once, 5 s later; on the second delivery, or once the message
// is older than PENDING_BUDGET_MS, the rubric scores the motion at once with a note. With the scorers' 30 s
// per attempt (scoring/llm/model-output.ts) the worst case is about 30 + 5 + 30 s, or 45 + 30 s for a
// message that waited in its batch behind slow calls.

/** Deliveries the configured model gets before the rubric scores the motion instead. */
const MODEL_DELIVERIES = 2;
const MODEL_RETRY_DELAY_S = 5;
/** A message older than this (waiting in a batch behind slow calls, or retried) no longer waits for a model. */
const PENDING_BUDGET_MS = 45_000;

type Msg = Message<unknown>;

const usesModel = (scorer: Scorer) => scorer.name !== "rubric";

/**
 * The motion's database, or null (logged) when there is nothing to score now: the directory knows no such
 * motion (it can never be scored: retrying would go on forever), or its jurisdiction is being moved, when a
 * write would differ between the copies the move verifies; the motion stays pending and the sweep sends it
 * again once it is pending for minutes (cron/sweep.ts), on whichever database then holds it.
 */
export async function homeFor(env: Env, queue: string, motionId: string): Promise<MotionHome | null> {
  const home = await motionHome(env, motionId);
  if (!home) logEvent("warn", { queue, motionId, outcome: "not-found" });
  else if (home.moving) logEvent("info", { queue, motionId, outcome: "moving", database: home.database });
  return home && !home.moving ? home : null;
}

export async function handleScoringBatch(batch: MessageBatch<unknown>, env: Env) {
  const scorer = scorerFor(env);

  /** The rubric, now; the message comes again only if not even that could be stored (D1 unavailable). */
  const fallBack = async (msg: Msg, { db, database }: MotionHome, motionId: string, error: string) => {
    try {
      const { outcome } = await scoreWithFallback(db, motionId, scorer, "provider-failed");
      if (outcome === "scored") await notifyScored(db, motionId);
      await writeThrough(env, [motionId]);
      logEvent("warn", { queue: batch.queue, motionId, database, outcome, attempts: msg.attempts, scorer: "rubric (fallback)", error });
      msg.ack();
    } catch (err) {
      logEvent("error", { queue: batch.queue, motionId, outcome: "retry", attempts: msg.attempts, error: errorMessage(err) });
      msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts) });
    }
  };

  await forEachLimited(batch.messages, BATCH_CONCURRENCY, async (msg) => {
    const body = parseBody(msg, batch.queue, scoringMessage);
    if (!body) return msg.ack();
    const waited = () => Date.now() - msg.timestamp.getTime();
    const started = Date.now();
    let home: MotionHome | null = null;
    try {
      home = await homeFor(env, batch.queue, body.motionId);
      if (!home) return msg.ack();
      if (usesModel(scorer) && waited() > PENDING_BUDGET_MS) return fallBack(msg, home, body.motionId, `pending ${Math.round(waited() / 1000)} s before a model call`);
      // Scored, already scored (a redelivery) and ids its database no longer has are all final: nothing to retry.
      const { outcome } = await scoreMotion(home.db, body.motionId, scorer);
      if (outcome === "scored") await notifyScored(home.db, body.motionId);
      // A national list shows the score (and a motion the scorer sent for review leaves it) at once.
      await writeThrough(env, [body.motionId]);
      logEvent("info", { queue: batch.queue, motionId: body.motionId, database: home.database, outcome, scorer: scorer.name, ms: Date.now() - started });
      msg.ack();
    } catch (err) {
      if (home && err instanceof RetryableScoringError && (msg.attempts >= MODEL_DELIVERIES || waited() > PENDING_BUDGET_MS)) {
        return fallBack(msg, home, body.motionId, errorMessage(err));
      }
      // The provider's first failure: once more, soon. Anything else (a D1 hiccup) backs off as before; after
      // the last retry the message goes to the dead-letter queue, whose consumer falls back to the rubric.
      const delaySeconds = err instanceof RetryableScoringError ? MODEL_RETRY_DELAY_S : retryDelaySeconds(msg.attempts);
      logEvent("warn", {
        queue: batch.queue,
        motionId: body.motionId,
        outcome: "retry",
        attempts: msg.attempts,
        delaySeconds,
        scorer: scorer.name,
        error: errorMessage(err),
      });
      msg.retry({ delaySeconds });
    }
  });
}
