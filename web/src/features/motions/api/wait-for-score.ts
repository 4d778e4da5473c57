import { SCORING_POLL_MS, SCORING_TIMEOUT_MS } from "../lib/submit-progress";
import { fetchMotion } from "./motion-calls";
import type { Motion } from "./motion-queries";

export type ScoreWait = { outcome: "settled"; motion: Motion } | { outcome: "timeout" } | { outcome: "aborted" };

/** Resolves after `ms`, or with false at once when `signal` aborts (the dialog closed). */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Polls GET /api/idea/:id until the scoring queue has settled the motion (scored or failed), giving up at
 * `deadline` (by default 60 s after `startedAt`). A failed poll is not the end: the motion is stored,
 * so a network blip only means asking again on the next tick.
 */
export async function waitForScore(id: string, signal: AbortSignal, startedAt = Date.now()): Promise<ScoreWait> {
  const deadline = startedAt + SCORING_TIMEOUT_MS;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return { outcome: "timeout" };
    // Waiting first: the motion was pending a moment ago, so asking again at once would be wasted.
    if (!(await pause(Math.min(SCORING_POLL_MS, left), signal))) return { outcome: "aborted" };
    try {
      const motion = await fetchMotion(id);
      if (signal.aborted) return { outcome: "aborted" };
      if (motion.aiStatus !== "pending") return { outcome: "settled", motion };
    } catch {
      if (signal.aborted) return { outcome: "aborted" };
    }
  }
}
