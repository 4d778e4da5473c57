import { MAX_SEARCH_WORDS } from "@contract/search";
import { describe, expect, it } from "vitest";
import { highlightParts } from "../../../../../web/src/features/motions/lib/search-highlight";

/** The parts as text with the matched words in [brackets], to read at a glance. */
const marked = (text: string, q?: string) =>
  highlightParts(text, q)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");

describe("highlightParts", () => {
  it("gives the text as one unmatched part without a search, or with one that has no word", () => {
    expect(highlightParts("Light the underpass.", undefined)).toEqual([{ text: "Light the underpass.", match: false }]);
    expect(highlightParts("Light the underpass.", "  ")).toEqual([{ text: "Light the underpass.", match: false }]);
    expect(highlightParts("Light the underpass.", '"*" AND ()')).toEqual([{ text: "Light the underpass.", match: false }]);
  });

  it("marks every search word, whatever its case, and keeps the text between them as it was", () => {
    expect(marked("Bike lanes on Harbour Road, and more BIKE racks.", "bike road")).toBe("[Bike] lanes on Harbour [Road], and more [BIKE] racks.");
    expect(highlightParts("Fix the bench", "bench")).toEqual([
      { text: "Fix the ", match: false },
      { text: "bench", match: true },
    ]);
  });

  it("folds accents both ways, as foldWord does: PEATÓN finds peaton and Peatón finds PEATON", () => {
    expect(marked("Un paso de peatón en la plaza", "PEATON")).toBe("Un paso de [peatón] en la plaza");
    expect(marked("Crossing for PEATONES near the Café", "peatón cafe")).toBe("Crossing for PEATONES near the [Café]");
    // Decomposed accents (o + combining acute) stay inside their word.
    expect(marked("Un paso de peato\u0301n", "peaton")).toBe("Un paso de [peato\u0301n]");
  });

  it("matches whole words in any form of their stem, as the Worker's stemmed index does", () => {
    expect(marked("Bikes and biking: a bike plan", "bike")).toBe("[Bikes] and [biking]: a [bike] plan");
    expect(marked("Planning the planned plans", "plan")).toBe("[Planning] the [planned] [plans]");
    expect(marked("Bikes and biking: a bike plan", "bik pla")).toBe("Bikes and biking: a bike plan");
  });

  it("reads words as the index does: letters and digits, split at punctuation", () => {
    expect(marked("Route 42's bus—every 10 min", "42 10")).toBe("Route [42]'s bus—every [10] min");
    expect(marked("e-mail the council", "mail")).toBe("e-[mail] the council");
  });

  it("ignores the words past the Worker's limit", () => {
    const words = Array.from({ length: MAX_SEARCH_WORDS }, (_, i) => `w${i}`);
    expect(marked("w0 and tail", [...words, "tail"].join(" "))).toBe("[w0] and tail");
  });
});
