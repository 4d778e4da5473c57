import { HOT_WINDOW_MS } from "../shared/config";

// Which motions this isolate saw hot lately (README.md, "Hot motions", the fast path). A vote on one of them
// goes straight to the motion's object, which answers with the motion as it keeps it: no D1 read in the
// Worker. Memory only and brief: a motion the object hands back (it answers null) is forgotten at once, and
// one this isolate never saw hot takes the plain path first, as always. Bounded, so a flood of motion ids
// cannot grow it.

const MAX_KEPT = 1_000;
const hot = new Map<string, number>();

/** The motion answered hot: its votes skip the plain path's read for one window. */
export function rememberHot(motionId: string) {
  if (hot.size >= MAX_KEPT && !hot.has(motionId)) hot.clear();
  hot.set(motionId, Date.now() + HOT_WINDOW_MS);
}

export const isKnownHot = (motionId: string) => (hot.get(motionId) ?? 0) > Date.now();

export const forgetHot = (motionId: string) => void hot.delete(motionId);
