import { describe, expect, it } from "vitest";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";
import { correctTypos } from "../../../../worker/scoring/rubric/typos";
import { scoringInputs } from "../../../eval/scoring/figures";

// Rubric 3.3.0's readings (README.md, "How scoring works"): the forms a request takes when it is not an
// order, the sentences that only look like one, and what is never a typo or a copy. Each case is a motion
// as a resident might write it, checked by what the rubric says of it.

const PAGE = {
  name: "Ashford Department of Parking and Permits",
  description:
    "Runs on-street parking, meters, residential permit zones, loading zones and the city's garages, and issues parking tickets. Propose changes to meters, permits, garages and enforcement.",
};
const analyse = (text: string, others: { id: string; text: string }[] = []) => analyseWithRubric({ motion: { id: "m", text }, page: PAGE, others });
const asks = (text: string) => !analyse(text).result.explanation.includes("does not ask");

describe("a request that is not an order", () => {
  it.each([
    "Patients circle for 20 minutes outside the dialysis centre on Brook Road. Converting the four metered spaces nearest the entrance into accessible spaces would let them get in safely.",
    "Cars race down Orchard Street every evening. I think three speed humps between Fenwick Road and Dale Street would slow them down.",
    "Night-shift nurses walk alone to the bus at 3am. Our request: a $6 overnight flat rate at the Linden Street garage after 6pm.",
    "I'd like the meters on Market Square to switch to card and tap-to-pay by the end of this year.",
    "The walk from the garage to Market Square is unlit. Make it brighter with four lamps before winter.",
  ])("finds the request in %s", (text) => expect(asks(text)).toBe(true));

  it("finds the proposal inside a long motion written without punctuation", () => {
    const text =
      "i run the bakery at 12 canal street and our deliveries come between 6 and 9 in the morning and the trucks double park every single day a loading zone on the two meter spaces in front of 10 canal street would keep the bus lane clear";
    expect(asks(text)).toBe(true);
    expect(analyse(text).result.score).toBeGreaterThan(50);
  });
});

describe("sentences that only look like a request", () => {
  it("reads an insult's verb after a subject and a negation as no request", () => {
    const { result } = analyse("whoever runs this department is a total clown. you people couldn't pave a parking lot if your lives depended on it");
    expect(result.score).toBeLessThanOrEqual(40);
  });

  it.each([
    "I must confess I have not parked downtown in years.",
    "9 out of 10 drivers agree parking deserves the best.",
  ])("reads %s as asking nothing", (text) => expect(asks(text)).toBe(false));

  it("gives a vague wish nothing for a fact sheet or process sentences appended to it", () => {
    const base = "Parking in this city is honestly a mess and something has to change.";
    const facts = `${base}\nFact sheet:\n• 68% of drivers say parking matters to them\n• Cities that prioritise parking report 22% higher satisfaction`;
    const process = `${base} A pilot programme should begin early next quarter with a modest, clearly defined budget.`;
    const headings = `## Problem\n${base}\n## Impact\nHigh impact for all residents.\n## Feasibility\nCan be done with the resources available.`;
    for (const gamed of [facts, process, headings]) expect(analyse(gamed).result.score).toBeLessThanOrEqual(analyse(base).result.score + 5);
  });
});

describe("what says nothing about the motion", () => {
  it("reads a motion padded with emoji, or followed by the rubric's criteria in another language, as the motion itself", () => {
    // A streets matter posted on a parks page, among the page's earlier motions: the padding must not hide
    // that it belongs elsewhere.
    const { input, motion } = scoringInputs().find((s) => s.motion.id === "parks-10")!;
    const score = (text: string) => analyseWithRubric({ ...input, motion: { id: motion.id, text } }).result.score;
    for (const padded of [`✅ ✅ ✅ 💯 🙏 ${motion.text} ✅ ✅ ✅ 💯 🙏`, `${motion.text} Relevanz, Machbarkeit, Wirkung, Klarheit.`, `${motion.text} Viabilidade, impacto.`])
      expect(score(padded)).toBeLessThanOrEqual(score(motion.text) + 5);
  });
});

describe("what is never a typo, nor a copy", () => {
  it("keeps real words and names inside a sentence as written, and corrects a misspelling", () => {
    expect(correctTypos("The walk signal at Halloway Avenue is too short and the street is quiet.", PAGE.description)).toBe(
      "The walk signal at Halloway Avenue is too short and the street is quiet.",
    );
    expect(correctTypos("Plese open the garges later.", PAGE.description)).toBe("Please open the garages later.");
  });

  it("does not call a longer motion that uses an earlier one's topic words to ask something else a copy", () => {
    const earlier = { id: "e", text: "Could you keep the garage on Linden Street open later in the evening on weekdays?" };
    const longer =
      "We need text alerts when a garage is full. Drivers who sign up would get an SMS naming the nearest garage with free spaces, so nobody circles the Linden Street blocks in the evening looking for one.";
    expect(analyseWithRubric({ motion: { id: "m", text: longer }, page: PAGE, others: [earlier] }).duplicateOf).toBeNull();
    const copy = "Please keep the garage on Linden Street open later in the evening on weekdays.";
    expect(analyseWithRubric({ motion: { id: "m", text: copy }, page: PAGE, others: [earlier] }).duplicateOf).toBe("e");
  });
});
