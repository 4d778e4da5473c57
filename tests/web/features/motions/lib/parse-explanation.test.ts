import { describe, expect, it } from "vitest";
import { parseExplanation } from "../../../../../web/src/features/motions/lib/parse-explanation";

describe("parseExplanation", () => {
  it("makes a short line ending in a colon a heading", () => {
    expect(parseExplanation("Strengths:")).toEqual([{ kind: "heading", text: "Strengths:" }]);
  });

  it("allows at most 8 words in a heading", () => {
    const eight = "one two three four five six seven eight:";
    const nine = "one two three four five six seven eight nine:";
    expect(parseExplanation(eight)).toEqual([{ kind: "heading", text: eight }]);
    expect(parseExplanation(nine)).toEqual([{ kind: "paragraph", text: nine }]);
  });

  it("does not treat a line with a colon in the middle as a heading", () => {
    expect(parseExplanation("Score: 72 out of 100")).toEqual([{ kind: "paragraph", text: "Score: 72 out of 100" }]);
  });

  it("groups consecutive dash lines into one list, with or without a space after the dash", () => {
    expect(parseExplanation("- First point\n-Second point\n  - Third point")).toEqual([
      { kind: "list", items: ["First point", "Second point", "Third point"] },
    ]);
  });

  it("reads a dash line ending in a colon as a bullet", () => {
    expect(parseExplanation("- Budget:")).toEqual([{ kind: "list", items: ["Budget:"] }]);
  });

  it("turns an empty line into a spacer, one per run, none at the edges", () => {
    expect(parseExplanation("\n\nFirst\n\n\n\nSecond\n\n")).toEqual([
      { kind: "paragraph", text: "First" },
      { kind: "spacer" },
      { kind: "paragraph", text: "Second" },
    ]);
  });

  it("starts a new list after anything that is not a bullet", () => {
    const blocks = parseExplanation("Pros:\n- cheap\n- quick\n\nCons:\n- noisy\r\nOverall fine.");
    expect(blocks).toEqual([
      { kind: "heading", text: "Pros:" },
      { kind: "list", items: ["cheap", "quick"] },
      { kind: "spacer" },
      { kind: "heading", text: "Cons:" },
      { kind: "list", items: ["noisy"] },
      { kind: "paragraph", text: "Overall fine." },
    ]);
  });

  it("keeps other lines as plain paragraphs, markup included", () => {
    expect(parseExplanation("<b>not bold</b>")).toEqual([{ kind: "paragraph", text: "<b>not bold</b>" }]);
    expect(parseExplanation("")).toEqual([]);
  });
});
