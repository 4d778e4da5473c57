import { describe, expect, it } from "vitest";
import { formatMedianHours, monthLabel, monthTotal, shortMonthLabel } from "../../../../../web/src/features/transparency/lib/transparency-format";

describe("transparency formats", () => {
  it("reads a month in full and short, whatever the browser's time zone", () => {
    expect(monthLabel("2026-03")).toBe("March 2026");
    expect(shortMonthLabel("2026-01")).toBe("Jan");
  });

  it("reads the median wait in hours, singular and plural, or says there is none", () => {
    expect(formatMedianHours(null)).toBe("No decisions yet");
    expect(formatMedianHours(1)).toBe("1 hour");
    expect(formatMedianHours(36.5)).toBe("36.5 hours");
  });

  it("adds a month's reasons", () => {
    expect(monthTotal({ spam: 2, abuse: 1, personal: 0, offtopic: 4, other: 1 })).toBe(8);
  });
});
