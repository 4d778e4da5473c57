import { useEffect, useState } from "react";
import { PROGRESS_CAP, PROGRESS_MAX_STEP, PROGRESS_TICK_MS } from "../lib/timings";

/**
 * The Google return page's progress bar: nothing reports real progress, so while `running`
 * it creeps up by a random step under 15 every 200 ms and stops at 90; the caller shows 100 on success.
 */
export function useSimulatedProgress(running: boolean, random: () => number = Math.random) {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setProgress((current) => Math.min(PROGRESS_CAP, current + random() * PROGRESS_MAX_STEP));
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running, random]);

  return progress;
}
