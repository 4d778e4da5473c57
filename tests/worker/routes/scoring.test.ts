import { describe, expect, it } from "vitest";
import { api, call, okJson } from "../support/client";
import { RUBRIC_MODEL } from "../../../worker/scoring/rubric/rubric-scorer";
import { RUBRIC_VERSION } from "../../../worker/scoring/criteria";

// GET /api/ai/rubric: the audit trail linked from every analysis, so anyone can check how a score was made.

describe("GET /api/ai/rubric", () => {
  it("publishes the criteria, their weights, the formula and the scorer in use", async () => {
    const res = await api().ai.rubric.$get();
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await okJson(res);
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
    const res = await api().ai.rubric.$get();
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await call("/api/ai/rubric", { method: "POST" })).status).toBe(404); // raw: a method the route lacks
  });
});
