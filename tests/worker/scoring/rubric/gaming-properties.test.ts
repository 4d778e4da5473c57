import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";
import type { ScoreInput } from "../../../../worker/scoring/types";
import { scoringInputs } from "../../../eval/scoring/figures";
import { MAX_COST, MAX_GAIN, TRANSFORMS } from "../../../eval/scoring/gaming-transforms";
import { allSets, partOf } from "../../../eval/scoring/split";

// Gaming as a property (README.md, "How scoring works"): fast-check draws a labelled motion and a
// transform that adds no substance — boilerplate deadlines and budgets, an invented fact sheet, headings
// that mimic the rubric, criterion names in seven languages, emoji, the page's name — and the rubric may
// give the result at most 5 points more than the motion itself. The full run over every motion is part of
// `npm run eval:scoring`; this samples it, with a fixed seed, fast enough for CI: gaming over every motion
// of the tuning part (the frozen test part is read as figures only), rewriting over the first set.

const inputs = scoringInputs();
const tuning = scoringInputs(allSets).filter(({ motion }) => partOf(motion) === "tuning");
const score = (input: ScoreInput, text: string) => scoreWithRubric({ ...input, motion: { ...input.motion, text } }).score;
const gaming = TRANSFORMS.filter((t) => t.kind === "gaming");

const gamed = fc
  .tuple(fc.constantFrom(...tuning), fc.constantFrom(...gaming))
  .chain(([{ input, motion }, t]) => t.apply(motion.text, input.page).map((text) => ({ input, base: motion.text, text, transform: t.name })));

describe("gaming the rubric does not pay", () => {
  it(`gains at most +${MAX_GAIN} for any gaming transform of a motion of the tuning part`, () => {
    fc.assert(
      fc.property(gamed, ({ input, base, text }) => {
        expect(score(input, text) - score(input, base)).toBeLessThanOrEqual(MAX_GAIN);
      }),
      { numRuns: 400, seed: 33 },
    );
  });

  it("a keyword list of the page's name after a junk post still scores as junk", () => {
    const junk = inputs.find(({ motion }) => motion.id === "transit-14")!;
    const padded = `${junk.motion.text} ${Array(4).fill(junk.input.page.name).join(", ")}.`;
    expect(score(junk.input, padded)).toBeLessThanOrEqual(score(junk.input, junk.motion.text) + MAX_GAIN);
  });
});

describe("writing a motion less carefully costs little", () => {
  const typos = TRANSFORMS.find((t) => t.name === "a few typos")!;
  const sample = inputs.filter(({ motion }) => motion.tier >= 3 && motion.kind === "ordinary");
  it(`a few typos in a tier-3-to-5 motion cost at most ${MAX_COST}`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sample).chain(({ input, motion }) => typos.apply(motion.text, input.page).map((text) => ({ input, base: motion.text, text }))),
        ({ input, base, text }) => {
          expect(score(input, base) - score(input, text)).toBeLessThanOrEqual(MAX_COST);
        },
      ),
      { numRuns: 100, seed: 33 },
    );
  });
});
