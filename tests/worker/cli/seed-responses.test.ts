import { describe, expect, it } from "vitest";
import { MOTION_STATUSES, nextStatuses, RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, type MotionStatus } from "../../../worker/contract/statuses";
import { ageToMs, seedPages } from "../../../worker/cli/seed/data";
import { seedResponses } from "../../../worker/cli/seed/responses";

// The demo data's official responses (posted by the seed through postUpdate): each names exactly one seeded
// motion, comes after it, follows the transition rules for its signer, and together they show every status.

const motions = seedPages.flatMap((p) => p.motions);
const find = (start: string) => motions.filter((m) => m.text.startsWith(start));

describe("seeded responses", () => {
  it("each names exactly one seeded motion (and merge target) and is younger than it", () => {
    for (const r of seedResponses) {
      expect(find(r.motion), r.motion).toHaveLength(1);
      if (r.mergedInto) expect(find(r.mergedInto), r.mergedInto).toHaveLength(1);
      expect(ageToMs(r.age), r.motion).toBeLessThan(ageToMs(find(r.motion)[0]!.age));
      expect(r.text.length).toBeGreaterThanOrEqual(RESPONSE_MIN_LENGTH);
      expect(r.text.length).toBeLessThanOrEqual(RESPONSE_MAX_LENGTH);
    }
  });

  it("moves each motion only as the rules allow, oldest first, and shows every status", () => {
    const status = new Map<string, MotionStatus>();
    const at = new Map<string, number>();
    for (const r of seedResponses) {
      const from = status.get(r.motion) ?? "open";
      if (r.status && r.status !== from) expect(nextStatuses(from, r.by), `${r.motion}: ${from} → ${r.status}`).toContain(r.status);
      expect(ageToMs(r.age), r.motion).toBeLessThanOrEqual(at.get(r.motion) ?? Infinity);
      status.set(r.motion, r.status ?? from);
      at.set(r.motion, ageToMs(r.age));
    }
    const shown = new Set([...status.values(), "open"]);
    expect([...shown].sort()).toEqual([...MOTION_STATUSES].sort());
    expect(seedResponses.some((r) => !r.status)).toBe(true); // a reply without a status change
  });
});
