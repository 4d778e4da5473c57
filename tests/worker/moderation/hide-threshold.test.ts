import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportsToHide } from "../../../worker/contract/moderation-states";
import { motions } from "../../../worker/db/schema";
import { hideThresholdOf } from "../../../worker/moderation/hide-threshold";
import { db, insertMotions, insertPage } from "../support/factories";

// The threshold as the report's batch computes it in SQL must be the contract's formula (reportsToHide), for
// every kind of motion: few and many votes, cleared by a moderator or not, under several configurations.

const VOTES = [0, 1, 19, 20, 21, 59, 60, 61, 99, 100, 101, 399, 400, 1001, 12_345];
const CONFIGS = [
  { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2 },
  { hideAt: 1, reporterMinAgeDays: 0, restoredFactor: 1 },
  { hideAt: 10, reporterMinAgeDays: 30, restoredFactor: 3 },
  { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 0 },
];

describe("hideThresholdOf", () => {
  it.each(CONFIGS)("matches reportsToHide for %o", async (rules) => {
    const page = await insertPage();
    const specs = VOTES.flatMap((v) => [false, true].map((cleared) => ({ up: v - Math.floor(v / 3), down: Math.floor(v / 3), clearedAt: cleared ? new Date() : null })));
    // A few rows an insert: D1 takes at most 100 bound values a statement.
    const rows = [];
    for (let i = 0; i < specs.length; i += 6) rows.push(...(await insertMotions(page.id, specs.slice(i, i + 6))));
    const computed = await db()
      .select({ up: motions.upCount, down: motions.downCount, cleared: motions.clearedAt, threshold: hideThresholdOf(rules) })
      .from(motions)
      .where(inArray(motions.id, rows.map((r) => r.id)));
    expect(computed).toHaveLength(VOTES.length * 2);
    for (const m of computed) expect([m.up + m.down, m.cleared !== null, m.threshold]).toEqual([m.up + m.down, m.cleared !== null, reportsToHide(rules, m.up + m.down, m.cleared !== null)]);
  });
});
