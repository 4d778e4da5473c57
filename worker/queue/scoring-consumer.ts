import { getDb } from "../db/client";
import { scoringMessage } from "../jobs/scoring";
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
// in its batch.
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

export async function handleScoringBatch(batch: MessageBatch<unknown>, env: Env) {
  const scorer = scorerFor(env);
  const db = getDb(env);

  /** The rubric, now; the message comes again only if not even that could be stored (D1 unavailable). */
  const fallBack = async (msg: Msg, motionId: string, error: string) => {
    try {
      const { outcome } = await scoreWithFallback(db, motionId, scorer, "provider-failed");
      if (outcome === "scored") await notifyScored(db, motionId);
      await writeThrough(db, [motionId]);
      logEvent("warn", { queue: batch.queue, motionId, outcome, attempts: msg.attempts, scorer: "rubric (fallback)", error });
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
    if (usesModel(scorer) && waited() > PENDING_BUDGET_MS) return fallBack(msg, body.motionId, `pending ${Math.round(waited() / 1000)} s before a model call`);
    const started = Date.now();
    try {
      // Scored, already scored (a redelivery) and unknown ids are all final: nothing to retry.
      const { outcome } = await scoreMotion(db, body.motionId, scorer);
      if (outcome === "scored") await notifyScored(db, body.motionId);
      // A national list shows the score (and a motion the scorer sent for review leaves it) at once.
      await writeThrough(db, [body.motionId]);
      logEvent("info", { queue: batch.queue, motionId: body.motionId, outcome, scorer: scorer.name, ms: Date.now() - started });
      msg.ack();
    } catch (err) {
      if (err instanceof RetryableScoringError && (msg.attempts >= MODEL_DELIVERIES || waited() > PENDING_BUDGET_MS)) {
        return fallBack(msg, body.motionId, errorMessage(err));
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
