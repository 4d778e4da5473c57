import { useCallback, useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS } from "../lib/timings";

/** Seconds as m:ss, the resend button's format ("Resend in 0:59"). */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * A cooldown in whole seconds. It counts against the clock rather than the number of ticks, so a
 * throttled background tab still ends on time. `initialUntil` (ms since the epoch) starts it running at once.
 */
export function useCountdown(initialUntil?: number) {
  const [until, setUntil] = useState<number | null>(() => (initialUntil && initialUntil > Date.now() ? initialUntil : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  /** Starts the cooldown for `seconds`; answers when it ends (ms since the epoch). */
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
    return current + seconds * 1000;
  }, []);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
