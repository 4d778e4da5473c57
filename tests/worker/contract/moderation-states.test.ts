import { describe, expect, it } from "vitest";
import { reportsToHide } from "../../../worker/contract/moderation-states";

// The formula of hiding by reports (README.md, "Moderation"): max(hideAt, ceil(votes / 20)) counted reports,
// times restoredFactor once a moderator kept or restored the motion; with the defaults of wrangler.toml.

const rules = { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2 };

describe("reportsToHide", () => {
  it("keeps the base threshold for a motion with few votes, then asks one report for every 20 votes", () => {
    const votes = [0, 1, 20, 59, 60, 61, 80, 100, 200, 1000, 10_000];
    expect(votes.map((v) => reportsToHide(rules, v, false))).toEqual([3, 3, 3, 3, 3, 4, 4, 5, 10, 50, 500]);
  });

  it("doubles it once a moderator kept or restored the motion, or leaves it to the moderators alone", () => {
    expect([0, 100, 1000].map((v) => reportsToHide(rules, v, true))).toEqual([6, 10, 100]);
    expect(reportsToHide({ ...rules, restoredFactor: 0 }, 0, true)).toBeNull();
    expect(reportsToHide({ ...rules, restoredFactor: 0 }, 0, false)).toBe(3);
  });

  it("follows the configured base: a base of 10 holds up to 200 votes", () => {
    expect([0, 200, 201, 400].map((v) => reportsToHide({ ...rules, hideAt: 10 }, v, false))).toEqual([10, 10, 11, 20]);
  });
});
