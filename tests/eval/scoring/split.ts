import { type EvalMotion, labelledSet, type PageSet } from "./labelled-set";
import { voicesSet } from "./voices";

// The protocol that cannot overfit (README.md, "How scoring works", evaluation): every labelled motion is in
// the tuning part or the frozen test part, by rule, never by hand. The first labelled set (100 motions) is all
// tuning: rubric 2.0.0 was tuned on it. Of the voices, a motion's part is the FNV-1a hash of its base motion's
// id (a variant goes with the motion it varies) modulo 10: below TEST_BUCKETS, test. Nobody changes the rubric
// looking at the test part: `npm run eval:scoring -- --tuning-only` prints the tuning part alone.

export type Part = "tuning" | "test";

/** Of ten hash buckets, how many go to the test part: 7, so the test part is at least 40% of all motions. */
const TEST_BUCKETS = 7;

const fnv1a = (text: string) => {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
};

const partOfVoice = (motion: EvalMotion): Part => (fnv1a(motion.variantOf ?? motion.id) % 10 < TEST_BUCKETS ? "test" : "tuning");

/** Every labelled motion's page set, each motion with its part. */
export const allSets: PageSet[] = [...labelledSet, ...voicesSet];

const voiceIds = new Set(voicesSet.flatMap((s) => s.motions.map((m) => m.id)));

export const partOf = (motion: EvalMotion): Part => (voiceIds.has(motion.id) ? partOfVoice(motion) : "tuning");
