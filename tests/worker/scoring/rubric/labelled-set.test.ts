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
const { tuning, test } = await partFigures(rubricScorer, allSets);

describe("rubric on the first labelled set", () => {
  it.each(first.gaming.map((g) => [g.id, g.kind, g]))("%s (%s) gains at most +5 over its base motion", (_, __, g) => {
    expect(g.change).toBeLessThanOrEqual(TARGETS.gamingGain);
  });

  it.each(first.nonEnglish.map((n) => [n.id, n.base, n]))("%s lands within 15 points of its English version %s", (_, __, n) => {
    expect(Math.abs(n.change)).toBeLessThanOrEqual(15);
  });

  it.each(first.nearCopies.map((c) => [c.id, c.original, c]))("%s is capped and quotes the motion it copies, %s", (_, __, c) => {
    expect(c.score).toBeLessThanOrEqual(30);
    expect(c.namesOriginal).toBe(true);
  });

  it("ranks tiers as it was tuned to: Spearman at least 0.85, each tier's mean above the last", () => {
    expect(first.spearman).toBeGreaterThanOrEqual(0.85);
    const means = first.tierMeans.map((t) => t.mean);
    expect(means).toEqual([...means].sort((a, b) => a - b));
  });
});

describe.each([
  ["tuning", tuning],
  ["test", test],
])("rubric on the %s part of every labelled motion", (_, figures) => {
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
