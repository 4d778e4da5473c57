import { z } from "zod";

// What the scoring consumers share: the message contract, the backoff rule, bounded concurrency and the
// one structured log line per message.

export const SCORING_QUEUE = "plaza-scoring";
export const SCORING_DLQ = "plaza-scoring-dlq";

/** The body `POST /api/idea/add` sends to SCORING_QUEUE. */
export const scoringMessage = z.object({ motionId: z.string().trim().min(1).max(64) });
export type ScoringMessage = z.infer<typeof scoringMessage>;

/** Messages scored at the same time within one batch: keeps D1 and an LLM provider from being flooded. */
export const BATCH_CONCURRENCY = 4;

const BASE_DELAY_S = 5;
const MAX_DELAY_S = 300;

/** Exponential backoff from the delivery count: 10 s, 20 s, 40 s … capped at 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(MAX_DELAY_S, BASE_DELAY_S * 2 ** Math.max(1, attempts));

/** Runs `fn` over `items` with at most `limit` running at once; `fn` handles its own errors. */
export async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * The message's body as a scoring message, or null after logging why not. A malformed body can never
 * become valid, so callers acknowledge it instead of retrying it forever.
 */
export function parseMessage(msg: Message<unknown>, queue: string): ScoringMessage | null {
  const parsed = scoringMessage.safeParse(msg.body);
  if (parsed.success) return parsed.data;
  logEvent("error", { queue, messageId: msg.id, event: "malformed-message", detail: parsed.error.issues[0]?.message });
  return null;
}

export function logEvent(level: "info" | "warn" | "error", fields: Record<string, unknown>) {
  const line = JSON.stringify({ level, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
