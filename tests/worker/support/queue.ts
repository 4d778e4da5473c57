import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import worker from "../../../worker/index";
import { motions } from "../../../worker/db/schema";
import { db, insertPage, insertMotion } from "./factories";
import { directory } from "../../../worker/db/placement";

// Queue-test helpers: deliver a batch to the Worker's own `queue` export exactly as the runtime would,
// and read back what the handler acknowledged or retried.

// The queue names of wrangler.toml, written out: a renamed queue in worker/ must fail these tests.
export const SCORING = "plaza-scoring";
export const DLQ = "plaza-scoring-dlq";

export type Delivery = { body: unknown; attempts?: number; id?: string };

/**
 * Runs one batch through `worker.queue` and returns the runtime's view of acks and retries. The test
 * harness records that a message was retried but not the options, so each message's `retry` is wrapped
 * to capture the delay the handler asked for.
 */
export async function deliver(queue: string, deliveries: Delivery[], workerEnv: Env = env) {
  const batch = createMessageBatch(
    queue,
    deliveries.map((d, i) => ({ id: d.id ?? `msg-${i}`, timestamp: new Date(), attempts: d.attempts ?? 1, body: d.body })),
  );
  const delays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, "retry", {
      value: (options?: QueueRetryOptions) => {
        delays.set(message.id, options?.delaySeconds);
        retry(options);
      },
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, workerEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryMessages: result.retryMessages.map((r) => ({ msgId: r.msgId, delaySeconds: delays.get(r.msgId) })) };
}

export const readMotion = async (id: string) => (await db().select().from(motions).where(eq(motions.id, id)))[0]!;

/** A transit page and pending motions on it, as `POST /api/idea/add` would leave them. */
export async function pendingMotions(count = 1) {
  const page = await insertPage({
    name: "Harbor Bus Network",
    description: "Bus routes, stops, shelters and the night bus service of the harbor districts.",
  });
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(await insertMotion(page.id, { text: `Add a covered shelter with a bench at bus stop ${100 + i} on Harbor Street by June 2027.` }));
  }
  return rows;
}

/** A valid LLM answer; `score` is there to prove that a model's own total is ignored. */
export const LLM_OUTPUT = {
  criteria: { relevance: 80, originality: 70, feasibility: 60, impact: 75, clarity: 90, scalability: 50, sustainability: 40 },
  score: 99,
  explanation:
    "Summary:\nA clear, relevant request for one bus stop with a date.\n\nRelevance (80/100):\n- It concerns a bus stop of this network.\n\nHow to improve this motion:\n- Add a cost estimate and who maintains the shelter.",
};
/** The weighted mean of LLM_OUTPUT.criteria with the published weights. */
export const LLM_SCORE = 68.7;

/** A producer binding that records every send ({ body, delaySeconds }) on its way to the real `queue`. */
export function recordingQueue(queue: Queue) {
  const sent: { body: unknown; delaySeconds?: number }[] = [];
  const recording = {
    send: (body: unknown, options?: QueueSendOptions) => {
      sent.push({ body, delaySeconds: options?.delaySeconds });
      return queue.send(body, options);
    },
    sendBatch: queue.sendBatch.bind(queue),
  } as Queue;
  return { queue: recording, sent };
}

/**
 * Runs `fn` while D1 refuses to store a scored analysis of `motionId` (a real failure inside D1, for that
 * motion only: its failed status can still be written).
 */
export async function whileScoringCannotBeStored<T>(motionId: string, fn: () => Promise<T>): Promise<T> {
  const trigger = `fail_scoring_${motionId.replaceAll("-", "_")}`;
  await directory(env).prepare(
    `CREATE TRIGGER ${trigger} BEFORE UPDATE ON motions WHEN NEW.id = '${motionId}' AND NEW.ai_status = 'scored' BEGIN SELECT RAISE(ABORT, 'forced'); END`,
  ).run();
  try {
    return await fn();
  } finally {
    await directory(env).prepare(`DROP TRIGGER ${trigger}`).run();
  }
}
