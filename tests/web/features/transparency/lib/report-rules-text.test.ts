import { describe, expect, it } from "vitest";
import { afterClearingText, thresholdText, whoCountsText } from "../../../../../web/src/features/transparency/lib/report-rules-text";

// The rules of hiding by reports in plain words, for configurations other than the default.

const rules = { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2, votesPerReport: 20 };

describe("report rules text", () => {
  it("leaves the age out when any account may count, and says a single day", () => {
    expect(whoCountsText({ ...rules, reporterMinAgeDays: 0 })).toMatch(/^A report counts towards hiding a motion only if they had voted or posted a motion before reporting it\./);
    expect(whoCountsText({ ...rules, reporterMinAgeDays: 1 })).toContain("at least 1 day old");
  });

  it("gives an example above the base threshold, from the same formula as the Worker", () => {
    expect(thresholdText({ ...rules, hideAt: 10 })).toContain("so a motion with 400 votes needs 20.");
    expect(thresholdText({ ...rules, hideAt: 1 })).toContain("so a motion with 100 votes needs 5.");
  });

  it("words each restored factor", () => {
    expect(afterClearingText({ ...rules, restoredFactor: 1 })).toContain("it takes as many as before to hide it again (3 for a motion with few votes)");
    expect(afterClearingText({ ...rules, restoredFactor: 3 })).toContain("three times as many to hide it again (9 for");
    expect(afterClearingText({ ...rules, restoredFactor: 5 })).toContain("5 times as many to hide it again (15 for");
  });
});
