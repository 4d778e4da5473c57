import { describe, expect, it } from "vitest";
import { truncateText } from "../../../../../web/src/features/pages/lib/page-text";

describe("truncateText", () => {
  it("leaves text within the limit alone", () => {
    expect(truncateText("Short text", 10)).toBe("Short text");
  });

  it("cuts at the limit and ends with an ellipsis", () => {
    expect(truncateText("a".repeat(30), 20)).toBe(`${"a".repeat(20)}…`);
  });

  it("backs off to the last space rather than split a word near the end", () => {
    expect(truncateText("The quick brown foxes jump", 23)).toBe("The quick brown foxes…");
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncateText("Hello, world and more", 6)).toBe("Hello…");
  });

  it("counts an emoji as one character and never splits it", () => {
    expect(truncateText("🚌🚌🚌🚌", 2)).toBe("🚌🚌…");
  });
});
