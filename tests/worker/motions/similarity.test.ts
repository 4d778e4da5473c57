import { describe, expect, it } from "vitest";
import { DUPLICATE_THRESHOLD, keyTerms, similarity } from "../../../worker/motions/similarity";

// The similarity behind "Similar motions already here" (README.md, "Search"); its threshold is chosen on the
// labelled pairs of tests/eval/duplicates (npm run eval:duplicates).

const score = (a: string, b: string) => similarity(keyTerms(a), keyTerms(b));
const OPENING = "I would like to ask the city for";

describe("similarity", () => {
  it("reads every word of a motion, not only a search box's first twelve", () => {
    const long = "As a resident who walks to work every single day of the week, I would like to ask for";
    expect(keyTerms(`${long} protected bike lanes`).has("bike")).toBe(true);
    expect(score(`${OPENING} protected bike lanes on Main Street.`, `${OPENING} a new playground in Westside Park.`)).toBeLessThan(DUPLICATE_THRESHOLD);
    expect(score(`${OPENING} protected bike lanes on Main Street.`, `${OPENING} protected bike lanes along Main Street.`)).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
  });

  it("ignores case, accents, plurals and filler words, and keeps numbers", () => {
    expect([...keyTerms("Please add MORE benches to the Peatón plaza on route 12")].sort()).toEqual(["12", "add", "bench", "peaton", "route"]);
    expect(keyTerms("Benches, lights and crossings")).toEqual(keyTerms("bench light crossing"));
    expect(score("Bus route 12 every 10 minutes", "Bus route 21 every 10 minutes")).toBeLessThan(1);
  });

  it("is 0 for texts without key terms", () => {
    expect(score("!!!", "Plant more trees")).toBe(0);
  });
});
