import { useCallback, useEffect, useState } from "react";
import { LAST_PROGRESS_STEP, PROGRESS_STEP_MS } from "../lib/submit-progress";

type Progress = { running: boolean; step: number };
const idle: Progress = { running: false, step: 0 };

/**
 * The dialog's progress steps: while running, one step every 1,900 ms, holding on the last.
 * Nothing reports real progress from the queue, so the steps pace the wait; `complete` jumps to the end
 * when the score arrives, and `reset` goes back to idle after a failure.
 */
export function useSubmitProgress() {
  const [progress, setProgress] = useState<Progress>(idle);
  const ticking = progress.running && progress.step < LAST_PROGRESS_STEP;

  useEffect(() => {
    if (!ticking) return;
    // A timeout per step (not one interval) so the last step simply stops the clock.
    const timer = setTimeout(() => setProgress((p) => ({ ...p, step: Math.min(p.step + 1, LAST_PROGRESS_STEP) })), PROGRESS_STEP_MS);
    return () => clearTimeout(timer);
  }, [ticking, progress.step]);

  const start = useCallback(() => setProgress({ running: true, step: 0 }), []);
  const complete = useCallback(() => setProgress({ running: true, step: LAST_PROGRESS_STEP }), []);
  const reset = useCallback(() => setProgress(idle), []);

  return { ...progress, start, complete, reset };
}
