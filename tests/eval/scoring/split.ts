import { freshSet, readFreshSet } from "./fresh";
import { type EvalMotion, labelledSet, type PageSet } from "./labelled-set";
import { voicesSet } from "./voices";

// The protocol that cannot overfit (README.md, "How scoring works", evaluation): a labelled motion is in the
// tuning part or the frozen test part by the set it belongs to, never by hand. A test part is read once, as
// figures, to report a rubric version; once anyone has read its motions to find why the rubric failed them,
// it is retired into the tuning part and a fresh test part is written, by authors who never read the rubric.
//   - the first labelled set (100 motions): tuning, rubric 2.0.0 was tuned on it;
//   - the voices (157): the test part of rubric 3.0.0's report, whose failures were then read: tuning since;
//   - the first fresh set (98): the test part of rubric 3.1.0's report, read after it: tuning since;
//   - the second fresh set: rubric 3.2.0's test part; four of its seven pages were read after it: tuning since;
//   - the rest of the second set and the third fresh set (fresh.ts): the frozen test part, at least 40% of all.
// Nobody changes the rubric looking at the test part: `npm run eval:scoring -- --tuning-only` prints the
// tuning part alone.

export type Part = "tuning" | "test";

/** Every labelled motion's page set. */
export const allSets: PageSet[] = [...labelledSet, ...voicesSet, ...readFreshSet, ...freshSet];

const testIds = new Set(freshSet.flatMap((s) => s.motions.map((m) => m.id)));

export const partOf = (motion: EvalMotion): Part => (testIds.has(motion.id) ? "test" : "tuning");
