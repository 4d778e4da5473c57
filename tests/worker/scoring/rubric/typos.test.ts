import { describe, expect, it } from "vitest";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";
import { correctTypos } from "../../../../worker/scoring/rubric/typos";

// A few typos should not cost a motion its meaning, and a correction must never invent one (README.md,
// "How the rubric reads a motion").

const PAGE = {
  name: "Ashford Unified School Board",
  description: "The board sets school calendars, budgets and policies for 42 schools. Board meetings are public and held twice a month.",
};
const PAGE_TEXT = `${PAGE.name} ${PAGE.description}`;

describe("correctTypos", () => {
  it("reads a word one swap, drop or extra letter from a known word as that word", () => {
    expect(correctTypos("Publish the baord meetign agenda and strem every meeting", PAGE_TEXT)).toBe(
      "Publish the board meeting agenda and stream every meeting",
    );
  });

  it("keeps words it knows, short words, names and process talk as written", () => {
    const text = "Run a trial at Millrace High; add shade sails and a wider path.";
    expect(correctTypos(text, PAGE_TEXT)).toBe(text);
  });
});

describe("the rubric with typos", () => {
  it("scores a motion with a few typos within 10 of the same motion spelled right", () => {
    const score = (text: string) => analyseWithRubric({ motion: { id: "m", text }, page: PAGE, others: [] }).result.score;
    const right = score("Publish the board meeting agenda at least a week ahead and stream every meeting with live captions.");
    const typed = score("Publish the baord meetign agenda at laest a week ahead and srteam every meeting with live cpations.");
    expect(right - typed).toBeLessThanOrEqual(10);
  });
});
