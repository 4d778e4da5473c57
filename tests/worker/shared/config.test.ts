import { describe, expect, it } from "vitest";
import { hideRules } from "../../../worker/shared/config";

// The [vars] of hiding by reports (README.md, "Configuration"): each falls back to its documented default
// when missing or malformed, and 0 means what the table says (any account age; only staff after a restore).

const vars = (v: Partial<Record<"MODERATION_HIDE_AT" | "MODERATION_REPORTER_MIN_AGE_DAYS" | "MODERATION_RESTORED_HIDE_FACTOR", string>>) =>
  ({ MODERATION_HIDE_AT: "", MODERATION_REPORTER_MIN_AGE_DAYS: "", MODERATION_RESTORED_HIDE_FACTOR: "", ...v });

describe("hideRules", () => {
  it("reads the configured numbers", () => {
    expect(hideRules(vars({ MODERATION_HIDE_AT: "5", MODERATION_REPORTER_MIN_AGE_DAYS: "14", MODERATION_RESTORED_HIDE_FACTOR: "3" }))).toEqual({
      hideAt: 5,
      reporterMinAgeDays: 14,
      restoredFactor: 3,
    });
    expect(hideRules(vars({ MODERATION_REPORTER_MIN_AGE_DAYS: "0", MODERATION_RESTORED_HIDE_FACTOR: "0" }))).toMatchObject({ reporterMinAgeDays: 0, restoredFactor: 0 });
  });

  it("falls back to 3, 7 days and twice for missing, negative or malformed values", () => {
    expect(hideRules(vars({}))).toEqual({ hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2 });
    expect(hideRules(vars({ MODERATION_HIDE_AT: "0", MODERATION_REPORTER_MIN_AGE_DAYS: "-1", MODERATION_RESTORED_HIDE_FACTOR: "twice" }))).toEqual({
      hideAt: 3,
      reporterMinAgeDays: 7,
      restoredFactor: 2,
    });
  });
});
