import { RetryableScoringError } from "../types";

// One model call may take at most so long (README.md, "How scoring works"): a provider that hangs must not
// keep a motion pending, and a queue consumer invocation must not wait for it.

/**
 * Runs `call` with a signal that aborts after `ms`, and gives up at that moment whether or not the callee
 * honours the signal (a binding may not). The timeout is retryable: the provider was slow, not the motion.
 */
export async function callWithin<T>(ms: number, what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before the abort, so the race settles with this error rather than the callee's AbortError.
      reject(new RetryableScoringError(`${what} did not answer within ${Math.round(ms / 100) / 10} s`));
      controller.abort();
    }, Math.max(0, ms));
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
