import { councilMotions, councilPage } from "./set-council";
import { housingMotions, housingPage } from "./set-housing";
import { libraryMotions, libraryPage } from "./set-library";
import { parksMotions, parksPage } from "./set-parks";
import { schoolMotions, schoolPage } from "./set-schools";
import { transitMotions, transitPage } from "./set-transit";

// The labelled set the scoring figures are computed on: motions as residents of an invented city (Ashford)
// would post them, on six pages, each given a tier by a person before any scorer saw it.
//
// Tiers: 1 junk (spam, gibberish, an insult, a test post, a motion talking to the scorer); 2 no usable
// request for this page (a vague wish, a motion for another page, a copy of an earlier motion, a vague
// wish padded with boilerplate or keywords); 3 a clear but general request; 4 a specific request with
// some detail; 5 excellent: specific, workable, on topic, with the reason it matters.

export type Tier = 1 | 2 | 3 | 4 | 5;

export type Kind =
  | "ordinary"
  | "spam"
  | "gibberish"
  | "junk"
  | "off-topic"
  | "near-copy"
  | "non-english"
  | "boilerplate"
  | "stuffing"
  | "injection"
  /** The same motion written another way (all lowercase without punctuation, a few typos): `variantOf` it. */
  | "restyled";

export type EvalPage = { key: string; name: string; description: string };

export type EvalMotion = {
  id: string;
  tier: Tier;
  kind: Kind;
  text: string;
  /**
   * A version written instead of this earlier motion of the set (a translation, a gamed copy): it is scored
   * as if posted in that motion's place, with the same earlier motions, and compared with it.
   */
  variantOf?: string;
  /** A near-copy posted after this motion of the same page: the analysis should point to it. */
  copies?: string;
  /** The language it is written in, when not English (ISO 639-1). */
  language?: string;
};

export type PageSet = { page: EvalPage; motions: EvalMotion[] };

export const labelledSet: PageSet[] = [
  { page: transitPage, motions: transitMotions },
  { page: parksPage, motions: parksMotions },
  { page: councilPage, motions: councilMotions },
  { page: schoolPage, motions: schoolMotions },
  { page: libraryPage, motions: libraryMotions },
  { page: housingPage, motions: housingMotions },
];

/** The kinds of a gaming pair's gamed half. */
export const GAMING_KINDS: ReadonlySet<Kind> = new Set(["boilerplate", "stuffing", "injection"]);
