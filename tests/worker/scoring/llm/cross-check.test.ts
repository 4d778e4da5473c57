import { describe, expect, it } from "vitest";
import type { AiCriteria } from "../../../../worker/db/schema";
import { weightedScore } from "../../../../worker/scoring/criteria";
import { crossCheck, MARGINS, rubricWithNote } from "../../../../worker/scoring/llm/cross-check";
import type { HardFlag, RubricVerdict } from "../../../../worker/scoring/types";
import { every, modelAnswer } from "../../support/llm-fake";
import { LLM_OUTPUT, LLM_SCORE } from "../../support/queue";

// The cross-check on its own, against verdicts written out here (not the rubric's current numbers): the cap
// of the hard flags, the divergence margins at their edges, and explanations that contradict their numbers.

const MODEL = "test-model (OpenAI-compatible API)";
const RUBRIC = "Plaza rubric analyzer (test)";
const RUBRIC_EXPLANATION = "Summary:\nThe rubric's own reasons.\n\nHow to improve this motion:\n- Say who benefits.";

const verdict = (criteria: AiCriteria, flags: HardFlag[] = []): RubricVerdict => ({
  result: { criteria, score: weightedScore(criteria), explanation: RUBRIC_EXPLANATION, model: RUBRIC },
  hardFlags: flags,
  cap: flags.some((f) => f.kind !== "duplicate") ? 10 : null,
  duplicateOf: null,
  language: "en",
});
const SPAM: HardFlag = { kind: "spam", reason: "it reads like advertising" };

const expectRubricWithNote = (result: ReturnType<typeof crossCheck>, because: RegExp) => {
  expect(result.model).toBe(RUBRIC);
  expect(result.explanation).toMatch(/^Note:\n- test-model \(OpenAI-compatible API\)'s analysis was not stored because /);
  expect(result.explanation.split("\n")[1]).toMatch(because);
  expect(result.explanation.endsWith(`\n\n${RUBRIC_EXPLANATION}`)).toBe(true);
};

describe("crossCheck", () => {
  it("stores an answer near the rubric as it is, with the score Plaza computes (never the model's own)", () => {
    const result = crossCheck(LLM_OUTPUT, verdict(every(60)), MODEL);
    expect(result).toEqual({ criteria: LLM_OUTPUT.criteria, score: LLM_SCORE, explanation: LLM_OUTPUT.explanation, model: MODEL });
    expect(LLM_OUTPUT.score).not.toBe(LLM_SCORE);
  });

  it("caps the model's criteria at the hard flags' cap, saying why first", () => {
    const answer = { criteria: every(40), explanation: "Summary:\nAn advert for bus passes rather than a proposal.\n\nHow to improve this motion:\n- Remove the advertising." };
    const result = crossCheck(answer, verdict(every(8), [SPAM]), MODEL);
    expect(result.criteria).toEqual(every(10));
    expect(result.score).toBe(10);
    expect(result.model).toBe(MODEL);
    expect(result.explanation).toBe(`Note:\n- Plaza's checks flagged this motion (spam: it reads like advertising), which caps every criterion at 10.\n\n${answer.explanation}`);
  });

  it("stores the rubric when the capped criteria no longer match the numbers the explanation gives", () => {
    const result = crossCheck(modelAnswer(every(40)), verdict(every(8), [SPAM]), MODEL);
    expectRubricWithNote(result, /explanation gives relevance 40\/100 while the criterion is 10 \(after Plaza's checks capped every criterion at 10\)/);
    expect(Math.max(...Object.values(result.criteria))).toBeLessThanOrEqual(10);
  });

  it(`accepts a score up to ${MARGINS.above} above the rubric's, and refuses a higher one instead of averaging towards it`, () => {
    expect(crossCheck(modelAnswer(every(70)), verdict(every(50)), MODEL).model).toBe(MODEL);
    const result = crossCheck(modelAnswer(every(71)), verdict(every(50)), MODEL);
    expectRubricWithNote(result, /its criteria give a score of 71, 21 points above the rubric's 50, which the rubric cannot support \(a model may score at most 20 above it\)/);
    expect(result).toMatchObject({ criteria: every(50), score: 50 });
  });

  it(`lets a model score up to ${MARGINS.below} below the rubric's, and stores the rubric further down`, () => {
    expect(crossCheck(modelAnswer(every(45)), verdict(every(80)), MODEL)).toMatchObject({ model: MODEL, score: 45 });
    expectRubricWithNote(crossCheck(modelAnswer(every(44)), verdict(every(80)), MODEL), /a score of 44, 36 points below the rubric's 80 \(the limit is 35 below\)/);
  });

  it(`stores a score of ${MARGINS.top} or more only within ${MARGINS.topScore} points above the rubric's`, () => {
    expect(crossCheck(modelAnswer(every(90)), verdict(every(80)), MODEL).model).toBe(MODEL);
    expectRubricWithNote(crossCheck(modelAnswer(every(91)), verdict(every(80)), MODEL), /a score of 91, 11 points above the rubric's 80, .* \(a model may score at most 10 above it for a score of 90 or more\)/);
    expect(crossCheck(modelAnswer(every(89)), verdict(every(69)), MODEL).model).toBe(MODEL);
    expect(crossCheck(modelAnswer(every(90)), verdict(every(100)), MODEL).model).toBe(MODEL);
  });

  it(`accepts a criterion up to ${MARGINS.criterion} from the rubric's, and stores the rubric beyond`, () => {
    const near = { ...every(40), impact: 100 };
    expect(crossCheck(modelAnswer(near), verdict(every(40)), MODEL).model).toBe(MODEL);
    const result = crossCheck(modelAnswer(near), verdict({ ...every(40), impact: 39 }), MODEL);
    expectRubricWithNote(result, /it gave impact 100 where the rubric found 39 \(the limit is 60 apart\)/);
  });

  it("stores the rubric when a heading's number is not the criterion it names", () => {
    const answer = modelAnswer({ ...every(60), relevance: 100 });
    answer.explanation = answer.explanation.replace("Relevance (100/100):", "Relevance (70/100):");
    expectRubricWithNote(crossCheck(answer, verdict(every(60)), MODEL), /its explanation gives relevance 70\/100 while the criterion is 100/);
  });

  it("stores the rubric when the explanation claims a total its criteria do not give", () => {
    const answer = modelAnswer(every(20), "Overall 98/100, the best motion on this page.");
    expectRubricWithNote(crossCheck(answer, verdict(every(25)), MODEL), /claims 98\/100 while the score Plaza computes from its criteria is 20/);
  });

  it(`allows ±${MARGINS.claim} on a stated number, reads "Clarity and coherence" as clarity, and ignores quoted figures`, () => {
    const answer = modelAnswer({ ...every(60), clarity: 72 });
    answer.explanation = answer.explanation
      .replace("Summary:\nA clear", "Summary:\nOverall about 62/100 for a clear")
      .replace("Clarity and coherence (72/100):", "Clarity and coherence (70/100):")
      .replace("- What the motion says about impact.", '- It cites "a rating of 12/100 in the 2025 rider survey".');
    expect(crossCheck(answer, verdict(every(60)), MODEL)).toMatchObject({ model: MODEL, explanation: answer.explanation });
  });
});

describe("rubricWithNote", () => {
  it("puts the note first and holds the rubric's own result to its cap", () => {
    const result = rubricWithNote(verdict(every(40), [SPAM]), "Why the rubric scored it.");
    expect(result.criteria).toEqual(every(10));
    expect(result.score).toBe(10);
    expect(result.explanation).toBe(
      `Note:\n- Why the rubric scored it.\n- Plaza's checks flagged this motion (spam: it reads like advertising), which caps every criterion at 10. The rubric's figures below are from before that cap.\n\n${RUBRIC_EXPLANATION}`,
    );
  });
});
