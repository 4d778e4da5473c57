import { stem } from "./text";

// Word lists the rubric reads requests with. Fixed lists, so every judgement can be traced to a word.

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/**
 * Verbs that open a concrete civic request ("Install…", "Eliminate…"): the page can do exactly that. Many
 * are nouns too ("Park", "Light"); request.ts reads them as verbs only when no finite verb follows.
 */
export const ACTION_VERBS = set(`
  abolish accept add adopt allocate allow amend appoint approve assign audit award ban bring budget build buy
  calm cancel cap change charge clean clear close collect compost connect consult continue convert cover create
  cut dedicate delay deliver deploy designate digitize display distribute double drop eliminate enforce equip
  establish exempt expand extend finance fix forgive freeze fund give grant guarantee halve hire hold host house
  increase inform insulate install introduce invest invite keep label launch lease legalize lend let license
  light limit list lower maintain make map mark mentor merge modernize monitor mow move notify offer open organize paint
  partner pass patrol pause pave pay permit pilot place plant plow post postpone preserve prioritize prohibit
  protect provide publish purchase put raise reallocate rebuild record recruit redirect reduce refund regulate reinstate
  relocate remove rename renovate reopen repair repave replace require reroute reschedule restore resume
  resurface retrofit return review rezone run salt schedule send serve set shift show shovel simplify sponsor
  staff start stop stream study subsidize supply support survey suspend sweep switch teach time track train
  translate trim turn tutor upgrade use waive water weatherize widen coach enroll equip hang inspect invest
  pair provide repurpose reserve rotate share shorten stagger sort stock
`);

/** Verbs that ask for change without saying which: "make it better", "improve", "do something". */
export const VAGUE_VERBS = set("make improve do fix change");

/** Judgements, not things: they say how it should feel, not what should happen. */
export const EVALUATIVE = new Set(
  [...set(`better nicer good great modern safer cleaner easier best improved improve nice awesome beautiful fair
    fairer stuff thing things whatever lot lots more less work works working terrible bad awful horrible worse`)].map(stem),
);

/** Words that praise a motion without saying anything about it ("important for the community"). */
export const FLUFF = new Set(
  [...set(`important really very crucial vital essential great good benefit benefits help helps community quality
    life lives everyone everybody people matter matters love idea needed necessary deserve deserves`)].map(stem),
);

/** Spelled-out quantities, which count as numbers ("three buses", "two hours"). */
export const NUMBER_WORDS = set("two three four five six seven eight nine ten eleven twelve twenty thirty fifty hundred twice half dozen");
