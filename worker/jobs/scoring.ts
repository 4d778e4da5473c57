import { z } from "zod";
import { errorMessage, logEvent } from "../shared/log";

// The producer side of AI scoring: the queue names in wrangler.toml, the message both sides agree on, and
// the send. `POST /api/idea/add` sends; queue/scoring-consumer.ts and queue/dead-letter-consumer.ts read.

export const SCORING_QUEUE = "plaza-scoring";
export const SCORING_DLQ = "plaza-scoring-dlq";

export const scoringMessage = z.object({ motionId: z.string().trim().min(1).max(64) });
type ScoringMessage = z.infer<typeof scoringMessage>;

/** Queues one motion for scoring; false (logged) when the queue refused it, so the caller can recover. */
export async function enqueueScoring(env: Pick<Env, "SCORING_QUEUE">, motionId: string): Promise<boolean> {
  const message: ScoringMessage = { motionId };
  try {
    await env.SCORING_QUEUE.send(message);
    return true;
  } catch (err) {
    logEvent("error", { event: "scoring-queue-send-failed", queue: SCORING_QUEUE, motionId, error: errorMessage(err) });
    return false;
  }
}
