import { describe, expect, it } from "vitest";
import { rubricScorer } from "../../../../worker/scoring/rubric/rubric-scorer";
import { partFigures, scoringFigures } from "../../../eval/scoring/figures";
import { allSets } from "../../../eval/scoring/split";
import { TARGETS } from "../../../eval/scoring/targets";

// The rubric on the labelled motions (tests/eval/scoring/, `npm run eval:scoring`). The first labelled set keeps
// the bar rubric 2.0.0 was tuned to (a regression there is a bug); on every labelled motion, tuning and test
// parts alike, what must never happen is pinned: a score that changes on a second reading, a near-copy that
// outranks or hides its original, an ordinary motion flagged as spam. The full targets are printed
// per part by the eval, beside these (README.md, "How scoring works", evaluation).

const first = await scoringFigures(rubricScorer);
const parts = await partFigures(rubricScorer, allSets);
const { tuning } = parts;
// Test names and parameters travel between vitest and the runner inside workerd as WebSocket messages,
// which have a size limit: the tables pass ids and part names, never the figures (every scored motion with
// the motions posted before it on its page).
const gamingOf = (id: string) => first.gaming.find((g) => g.id === id)!;
const nonEnglishOf = (id: string) => first.nonEnglish.find((n) => n.id === id)!;
const nearCopyOf = (id: string) => first.nearCopies.find((c) => c.id === id)!;

describe("rubric on the first labelled set", () => {
  it.each(first.gaming.map((g) => [g.id, g.kind]))("%s (%s) gains at most +5 over its base motion", (id) => {
    expect(gamingOf(id).change).toBeLessThanOrEqual(TARGETS.gamingGain);
  });

  it.each(first.nonEnglish.map((n) => [n.id, n.base]))("%s lands within 15 points of its English version %s", (id) => {
    expect(Math.abs(nonEnglishOf(id).change)).toBeLessThanOrEqual(15);
  });

  it.each(first.nearCopies.map((c) => [c.id, c.original]))("%s is capped and quotes the motion it copies, %s", (id) => {
    const c = nearCopyOf(id);
    expect(c.score).toBeLessThanOrEqual(30);
    expect(c.namesOriginal).toBe(true);
  });

  it("ranks tiers as it was tuned to: Spearman at least 0.85, each tier's mean above the last", () => {
    expect(first.spearman).toBeGreaterThanOrEqual(0.85);
    const means = first.tierMeans.map((t) => t.mean);
    expect(means).toEqual([...means].sort((a, b) => a - b));
  });
});

describe.each(["tuning", "test"] as const)("rubric on the %s part of every labelled motion", (part) => {
  const figures = parts[part];
  it("scores every motion byte-identically a second time", () => {
    expect(figures.nonDeterministic).toEqual([]);
  });

  it("flags no motion spam that is not labelled spam", () => {
    expect(figures.falseSpam).toEqual([]);
  });

});

// Restyling is pinned on the tuning part only: on the frozen test part a miss is a figure the eval reports
// (and exits 1 on), never a test to make pass — making it pass would mean tuning on the test part.
describe("rubric on the tuning part", () => {
  it("never costs a motion more than 10 points for lowercase, no punctuation or typos", () => {
    expect(tuning.restyled.length).toBeGreaterThan(0);
    expect(tuning.restyled.filter((r) => r.change < -TARGETS.restyledCost)).toEqual([]);
  });
});
