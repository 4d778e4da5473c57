import { describe, expect, it } from "vitest";
import { seedPages } from "../../../worker/cli/seed/data";
import { scoreWithRubric } from "../../../worker/scoring/rubric/rubric-scorer";
import { CRITERIA, FORMULA, WEIGHTS, weightedScore } from "../../../worker/scoring/criteria";

// The published weights and formula, the bounds every criterion keeps, and a sanity check of the rubric
// on the demo motions: the strong ones must clearly outrank the vague and the off-topic ones.

const KEYS = ["relevance", "originality", "feasibility", "impact", "clarity", "scalability", "sustainability"];

const page = (slug: string) => seedPages.find((p) => p.slug === slug)!;
/** A demo motion scored against its page, with no earlier motions (originality is not the point here). */
const seeded = (slug: string, startsWith: string) => {
  const p = page(slug);
  const motion = p.motions.find((m) => m.text.startsWith(startsWith));
  if (!motion) throw new Error(`No seed motion on ${slug} starts with "${startsWith}"`);
  return scoreWithRubric({ motion: { id: "m", text: motion.text }, page: p, others: [] });
};

describe("published weights", () => {
  it("covers the seven criteria once each and sums to 1", () => {
    expect(CRITERIA.map((c) => c.key)).toEqual(KEYS);
    const sum = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
    for (const c of CRITERIA) expect(c.weight).toBeGreaterThan(0);
  });

  it("computes the score as the weighted mean, one decimal", () => {
    const criteria = { relevance: 80, originality: 70, feasibility: 60, impact: 75, clarity: 90, scalability: 50, sustainability: 40 };
    // 0.22·80 + 0.10·70 + 0.18·60 + 0.18·75 + 0.12·90 + 0.10·50 + 0.10·40
    expect(weightedScore(criteria)).toBe(68.7);
    expect(weightedScore({ ...criteria, relevance: 81 })).toBe(68.9); // 68.92 rounds down
    expect(weightedScore(Object.fromEntries(KEYS.map((k) => [k, 100])) as typeof criteria)).toBe(100);
    expect(weightedScore(Object.fromEntries(KEYS.map((k) => [k, 0])) as typeof criteria)).toBe(0);
  });

  it("writes every weight into the published formula", () => {
    for (const c of CRITERIA) expect(FORMULA).toContain(`${c.weight.toFixed(2)} × ${c.key}`);
  });
});

describe("rubric on every demo motion", () => {
  const all = seedPages.flatMap((p) =>
    p.motions.map((m, i) => scoreWithRubric({ motion: { id: `${p.slug}#${i}`, text: m.text }, page: p, others: [] })),
  );

  it("keeps every criterion a whole number from 0 to 100 and the score their weighted mean", () => {
    expect(all.length).toBeGreaterThan(60);
    for (const r of all) {
      expect(Object.keys(r.criteria)).toEqual(KEYS);
      for (const v of Object.values(r.criteria)) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
      expect(r.score).toBe(weightedScore(r.criteria));
    }
  });

  it("ranks the detailed proposals well above the vague and the misdirected ones", () => {
    const strong = [
      seeded("metro-transit", "Make Route 12"),
      seeded("housing-authority", "Fix the repair backlog"),
      seeded("streets-and-mobility", "Build a protected bike lane"),
      seeded("office-of-the-mayor", "Publish every city contract"),
    ].map((r) => r.score);
    const vague = [
      seeded("metro-transit", "Make buses better"),
      seeded("public-library", "The library should have more books"),
      seeded("streets-and-mobility", "Fix the roads"),
    ].map((r) => r.score);
    const misdirected = [
      seeded("office-of-the-mayor", "Can someone fix the potholes"),
      seeded("housing-authority", "Why does the city let the stadium owner"),
      seeded("fire-and-rescue", "The fireworks every night"),
    ];
    // Green for the detailed ones, orange for a wish that does not say what should change.
    for (const s of strong) expect(s).toBeGreaterThanOrEqual(75);
    for (const w of vague) expect(w).toBeLessThan(50);
    // A pothole on the Mayor's page is a well-made request for another page: relevance low, and said so.
    for (const m of misdirected) {
      expect(m.criteria.relevance).toBeLessThan(50);
      expect(m.explanation).toMatch(/matter for another page|matter for [a-z ]+ rather than/);
    }
    expect(Math.min(...strong) - Math.max(...vague, ...misdirected.map((m) => m.score))).toBeGreaterThan(15);
  });
});
