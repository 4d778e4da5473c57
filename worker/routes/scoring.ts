import { Hono } from "hono";
import type { AppEnv } from "../shared/app-env";
import { scorerFor } from "../scoring/select-scorer";
import { CRITERIA, FORMULA, RUBRIC_VERSION } from "../scoring/criteria";
import { RUBRIC_MODEL } from "../scoring/rubric/rubric-scorer";

// GET /api/ai/rubric — the audit trail every analysis links to: the criteria, their published
// weights, the formula that turns them into the score, and which scorer this deployment uses.

export const scoringRoutes = new Hono<AppEnv>().get("/rubric", (c) => {
  const scorer = scorerFor(c.env);
  c.header("cache-control", "public, max-age=300");
  return c.json({
    version: RUBRIC_VERSION,
    scorer: { provider: scorer.name, model: scorer.model },
    // Used when the configured model fails on every retry (the dead-letter consumer).
    fallback: { provider: "rubric" as const, model: RUBRIC_MODEL },
    criteria: CRITERIA.map(({ key, label, weight, description }) => ({ key, label, weight, description })),
    formula: FORMULA,
    notice: "The score and its analysis are informational only: they do not decide whether a motion is adopted.",
  });
});
