import { describe, expect, it } from "vitest";
import { call } from "../factories";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import { RUBRIC_VERSION } from "../../../worker/scoring/criteria";

// GET /api/ai/rubric: the audit trail linked from every analysis (DESIGN §8).

type Rubric = {
  version: string;
  scorer: { provider: string; model: string };
  fallback: { provider: string; model: string };
  criteria: { key: string; label: string; weight: number; description: string }[];
  formula: string;
  notice: string;
};

describe("GET /api/ai/rubric", () => {
  it("publishes the criteria, their weights, the formula and the scorer in use", async () => {
    const res = await call("/api/ai/rubric");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Rubric;
    expect(body.version).toBe(RUBRIC_VERSION);
    // The local configuration (wrangler.toml) uses the embedded rubric.
    expect(body.scorer).toEqual({ provider: "rubric", model: RUBRIC_MODEL });
    expect(body.fallback).toEqual({ provider: "rubric", model: RUBRIC_MODEL });
    expect(body.criteria.map((c) => c.key)).toEqual([
      "relevance",
      "originality",
      "feasibility",
      "impact",
      "clarity",
      "scalability",
      "sustainability",
    ]);
    expect(body.criteria.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 10);
    for (const c of body.criteria) {
      expect(c.label.length).toBeGreaterThan(3);
      expect(c.description.length).toBeGreaterThan(20);
      expect(body.formula).toContain(`${c.weight.toFixed(2)} × ${c.key}`);
    }
    expect(body.notice).toMatch(/informational only/);
  });

  it("is cacheable and read-only", async () => {
    const res = await call("/api/ai/rubric");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await call("/api/ai/rubric", { method: "POST" })).status).toBe(404);
  });
});
