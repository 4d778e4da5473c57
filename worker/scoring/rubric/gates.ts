import { CRITERIA } from "../criteria";
import { detectInjection } from "../injection";
import type { CriterionKey, HardFlag } from "../types";
import { capAt, type Evaluation } from "./evaluation";
import { detectFlags } from "./flags";
import { type Closest, DUPLICATE_FROM } from "./originality";
import type { Reading } from "./reading";
import type { Topic } from "./relevance";
import { quoteOf } from "../../shared/quoted-motions";
import { excerpt } from "./text";

// The judgements that cut across criteria, applied after each criterion is computed: a motion for another
// page, a motion that asks for nothing, a near-copy, and the hard flags (README.md, "How scoring works").

/** Spam, shouting, gibberish, a motion addressing the scorer: every criterion at most this, a score under 11. */
const FLAGGED_CAP = 10;
/** A near-copy of an earlier motion: every criterion at most this, so it ranks below the motion it repeats. */
const DUPLICATE_CAP = 30;
/** A short text with no request at all ("parks are boring"): not a proposal the page could act on. */
const NO_REQUEST_CAP = 25;
const NO_REQUEST_WORDS = 12;

const PAGE_DEPENDENT: CriterionKey[] = ["feasibility", "impact", "scalability", "sustainability"];

export type Gates = {
  hardFlags: HardFlag[];
  cap: number | null;
  duplicateOf: string | null;
  offTopic: boolean;
  noRequest: boolean;
};

type GateInput = {
  text: string;
  reading: Reading;
  /** Null for a motion the rubric cannot read: it is never called off-topic for its language. */
  topic: Topic | null;
  closest: Closest;
  evaluations: Record<CriterionKey, Evaluation>;
};

export function applyGates({ text, reading, topic, closest, evaluations }: GateInput): Gates {
  let offTopic = false;
  if (topic) {
    const rel = evaluations.relevance.value;
    if (topic.foreign) capAt(evaluations.relevance, 25, "topic");
    // Continuous at the threshold: at relevance 50 the cap is 70, at 5 it is 16.
    const cap = topic.foreign ? 20 : topic.weak ? 10 + 1.2 * rel : null;
    if (cap !== null) for (const k of PAGE_DEPENDENT) capAt(evaluations[k], cap, "topic");
    offTopic = cap !== null;
  }
  const noRequest = reading.language.code === "en" && reading.request.ask === "none" && reading.wordCount < NO_REQUEST_WORDS;
  if (noRequest) for (const c of CRITERIA) capAt(evaluations[c.key], NO_REQUEST_CAP, "noRequest");

  const hardFlags: HardFlag[] = detectFlags(text).map((f) => ({ kind: f.kind, reason: f.reason }));
  const injection = detectInjection(text);
  if (injection) hardFlags.push({ kind: "injection", reason: injection.reason });
  const duplicateOf = closest && closest.similarity >= DUPLICATE_FROM ? closest.id : null;
  if (closest && duplicateOf) {
    hardFlags.push({ kind: "duplicate", reason: `it nearly repeats an earlier motion on this page (${quoteOf(closest.id, `"${excerpt(closest.text)}"`)})` });
  }
  const caps = hardFlags.map((f) => (f.kind === "duplicate" ? DUPLICATE_CAP : FLAGGED_CAP));
  const cap = caps.length ? Math.min(...caps) : null;
  if (cap !== null) for (const c of CRITERIA) capAt(evaluations[c.key], cap, cap === DUPLICATE_CAP ? "repeat" : "flag");
  return { hardFlags, cap, duplicateOf, offTopic, noRequest };
}
