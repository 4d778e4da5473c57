import { describe, expect, it } from "vitest";
import { rubricScorer } from "../../../../worker/scoring/rubric/rubric-scorer";
import { scoringFigures } from "../../../eval/scoring/figures";
import { missedTargets, TARGETS } from "../../../eval/scoring/targets";

// The rubric on the labelled evaluation set (tests/eval/scoring/, `npm run eval:scoring`): gaming does not
// pay, ordinary motions are not called spam, other languages are treated fairly, near-copies point to the
// original, and the same input always gives the same bytes. Every target of the set is pinned here.

const figures = await scoringFigures(rubricScorer);

describe("rubric on the labelled set", () => {
  it.each(figures.gaming.map((g) => [g.id, g.kind, g]))("%s (%s) gains at most +5 over its base motion", (_, __, g) => {
    expect(g.change).toBeLessThanOrEqual(TARGETS.gamingGain);
  });

  it("flags no motion spam that is not labelled spam (tap-to-pay and the fare discount among them)", () => {
    expect(figures.falseSpam).toEqual([]);
  });

  it.each(figures.nonEnglish.map((n) => [n.id, n.english, n]))("%s lands within 15 points of its English version %s", (_, __, n) => {
    expect(Math.abs(n.difference)).toBeLessThanOrEqual(TARGETS.languageGap);
  });

  it.each(figures.nearCopies.map((c) => [c.id, c.original, c]))("%s is capped and quotes the motion it copies, %s", (_, __, c) => {
    expect(c.score).toBeLessThanOrEqual(30);
    expect(c.namesOriginal).toBe(true);
  });

  it("scores every motion byte-identically a second time", () => {
    expect(figures.nonDeterministic).toEqual([]);
  });

  it("meets every target: rank correlation, tier means, gaming, spam, languages, determinism", () => {
    expect(missedTargets(figures)).toEqual([]);
  });
});
