import type { z } from "zod";
import { logEvent } from "../shared/log";

// What the consumers share: the backoff rule, bounded concurrency, and reading a message's body.

/** Messages handled at the same time within one batch: keeps D1 and an LLM provider from being flooded. */
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
 * The message's body as `schema` describes it, or null after logging why not. A malformed body can never
 * become valid, so callers acknowledge it instead of retrying it forever.
 */
export function parseBody<T>(msg: Message<unknown>, queue: string, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(msg.body);
  if (parsed.success) return parsed.data;
  logEvent("error", { queue, messageId: msg.id, event: "malformed-message", detail: parsed.error.issues[0]?.message });
  return null;
}
