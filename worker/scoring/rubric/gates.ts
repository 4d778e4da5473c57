import { CRITERIA } from "../criteria";
import { detectInjection } from "../injection";
import type { CriterionKey, HardFlag } from "../types";
import { capAt, type Evaluation } from "./evaluation";
import { detectFlags } from "./flags";
import { type Closest, DUPLICATE_FROM } from "./originality";
import type { ForeignReading } from "./other-language";
import type { Reading } from "./reading";
import type { Topic } from "./relevance";
import { quoteOf } from "../../shared/quoted-motions";
import { excerpt } from "./text";

// The judgements that cut across criteria, applied after each criterion is computed: a motion for another
// page, a motion that asks for nothing, a near-copy, and the hard flags (README.md, "How scoring works").

/**
 * Spam, or a motion addressing the scorer, or shouting or gibberish with a second independent signal (another
 * flag, no request, another page's subject): every criterion at most this, a score under 11. Spam already
 * needs two signals (spam.ts): advertising phrases and a link, phone number or price.
 */
const FLAGGED_CAP = 10;
/** Shouting or gibberish alone, in a motion that still asks the page for something: low, not below 20. */
const SINGLE_SIGNAL_CAP = 40;
/** A near-copy of an earlier motion: every criterion at most this, so it ranks below the motion it repeats. */
const DUPLICATE_CAP = 30;
/** A short text with no request at all ("parks are boring"): not a proposal the page could act on. */
const NO_REQUEST_CAP = 25;
const NO_REQUEST_WORDS = 12;
/** A longer text that asks for nothing: at most this, under the vaguest request's reach. */
const NO_REQUEST_LONG_CAP = 40;
/** …or a longer one that names fewer than this many things: criterion names or timelines pad, not say. */
const NO_REQUEST_SUBJECTS = 5;

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
  /** The request read in another language the rubric reads; null for English and unread languages. */
  foreign: ForeignReading | null;
  /** Null for a motion the rubric cannot read: it is never called off-topic for its language. */
  topic: Topic | null;
  closest: Closest;
  evaluations: Record<CriterionKey, Evaluation>;
};

export function applyGates({ text, reading, foreign, topic, closest, evaluations }: GateInput): Gates {
  let offTopic = false;
  if (topic) {
    const rel = evaluations.relevance.value;
    if (topic.foreign) capAt(evaluations.relevance, 25, "topic");
    // Continuous at the threshold: at relevance 50 the cap is 70, at 5 it is 16.
    const cap = topic.foreign ? 20 : topic.weak ? 10 + 1.2 * rel : null;
    if (cap !== null) for (const k of PAGE_DEPENDENT) capAt(evaluations[k], cap, "topic");
    offTopic = cap !== null;
  }
  const english = reading.language.code === "en";
  const asksNothing = english ? reading.request.ask === "none" : foreign?.request.ask === "none";
  const short = reading.wordCount < NO_REQUEST_WORDS || (english && reading.subjectCount < NO_REQUEST_SUBJECTS);
  const noRequest = (english || !!foreign) && asksNothing;
  // However long, a text that asks for nothing (sarcasm, an insult, word salad) is not a proposal.
  if (noRequest) for (const c of CRITERIA) capAt(evaluations[c.key], short ? NO_REQUEST_CAP : NO_REQUEST_LONG_CAP, "noRequest");

  const hardFlags: HardFlag[] = detectFlags(text).map((f) => ({ kind: f.kind, reason: f.reason }));
  const injection = detectInjection(text);
  if (injection) hardFlags.push({ kind: "injection", reason: injection.reason });
  const duplicateOf = closest && closest.similarity >= DUPLICATE_FROM ? closest.id : null;
  if (closest && duplicateOf) {
    hardFlags.push({ kind: "duplicate", reason: `it nearly repeats an earlier motion on this page (${quoteOf(closest.id, `"${excerpt(closest.text)}"`)})` });
  }
  const kinds = new Set(hardFlags.map((f) => f.kind));
  // Two signals: two flags (keyboard mash and non-words are two readings of the text), or one with no request
  // or another page's subject.
  const corroborated = hardFlags.filter((f) => f.kind !== "duplicate").length >= 2 || asksNothing || offTopic;
  const capOf = (kind: HardFlag["kind"]) =>
    kind === "duplicate" ? DUPLICATE_CAP : (kind === "shouting" || kind === "gibberish") && !corroborated ? SINGLE_SIGNAL_CAP : FLAGGED_CAP;
  const caps = hardFlags.map((f) => capOf(f.kind));
  const cap = caps.length ? Math.min(...caps) : null;
  const repeat = cap === DUPLICATE_CAP && kinds.has("duplicate");
  if (cap !== null) for (const c of CRITERIA) capAt(evaluations[c.key], cap, repeat ? "repeat" : "flag");
  return { hardFlags, cap, duplicateOf, offTopic, noRequest };
}
