import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { motions } from "../../../worker/db/schema";
import { db, insertPage, insertMotion } from "../support/factories";
import { RUBRIC_MODEL, rubricScorer } from "../../../worker/scoring/rubric/rubric-scorer";
import { scoreMotion, markScoringFailed } from "../../../worker/scoring/score-motion";
import { type Scorer, type ScoreInput } from "../../../worker/scoring/types";

// The scoring service against the real local D1: what it stores, what it compares with, and that a
// redelivered or concurrent message can never overwrite a stored analysis. Scorers are passed in through
// their interface: the rubric itself, or a Scorer made here that records its inputs or waits to be released.

const row = async (id: string) => (await db().select().from(motions).where(eq(motions.id, id)))[0]!;

/** The rubric, keeping every input it was asked to score. */
const recordingScorer = () => {
  const inputs: ScoreInput[] = [];
  const scorer: Scorer = {
    ...rubricScorer,
    score: (input) => {
      inputs.push(input);
      return rubricScorer.score(input);
    },
  };
  return { scorer, inputs };
};

const TEXT = "Run the night bus N4 every 20 minutes between midnight and 5 a.m. on the Harbor Street corridor.";

describe("scoreMotion", () => {
  it("stores criteria, score, explanation, model and time, and marks the motion scored", async () => {
    const page = await insertPage({ name: "Night Buses", description: "Night bus routes and schedules." });
    const motion = await insertMotion(page.id, { text: TEXT });
    const before = Date.now();
    const outcome = await scoreMotion(db(), motion.id, rubricScorer);
    expect(outcome.outcome).toBe("scored");
    const stored = await row(motion.id);
    const result = outcome.outcome === "scored" ? outcome.result : null;
    expect(stored).toMatchObject({
      aiStatus: "scored",
      aiScore: result!.score,
      aiCriteria: result!.criteria,
      aiExplanation: result!.explanation,
      aiModel: RUBRIC_MODEL,
    });
    expect(stored.scoredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("leaves a scored motion untouched when asked again (redelivery)", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: TEXT });
    await scoreMotion(db(), motion.id, rubricScorer);
    const first = await row(motion.id);
    const { scorer, inputs } = recordingScorer();
    expect((await scoreMotion(db(), motion.id, scorer)).outcome).toBe("already-scored");
    expect(inputs).toEqual([]); // not even asked to score
    expect(await row(motion.id)).toEqual(first);
  });

  it("answers not-found for an id that does not exist", async () => {
    expect((await scoreMotion(db(), "0190b1b0-0000-7000-8000-000000000000", rubricScorer)).outcome).toBe("not-found");
  });

  it("lets only one of two concurrent deliveries write", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { text: TEXT });
    // Both deliveries read "pending" before either writes; the slower one must find its write refused. The
    // slow scorer says when it has been asked (the motion was read as pending) and waits to be released.
    let asked!: () => void;
    const hasRead = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Scorer = {
      ...rubricScorer,
      score: async (input) => {
        asked();
        await gate;
        return { ...(await rubricScorer.score(input)), model: "slow" };
      },
    };
    const slowRun = scoreMotion(db(), motion.id, slow);
    await hasRead;
    expect((await scoreMotion(db(), motion.id, rubricScorer)).outcome).toBe("scored");
    release();
    expect((await slowRun).outcome).toBe("lost-race");
    expect((await row(motion.id)).aiModel).toBe(RUBRIC_MODEL);
  });

  it("compares with the page's earlier motions only, not later ones or other pages", async () => {
    const page = await insertPage({ name: "Night Buses", description: "Night bus routes and schedules." });
    const otherPage = await insertPage();
    const t = Date.parse("2026-03-01T12:00:00Z");
    const original = await insertMotion(page.id, { text: TEXT, createdAt: new Date(t) });
    const copy = await insertMotion(page.id, { text: `${TEXT} Please.`, createdAt: new Date(t + 60_000) });
    await insertMotion(otherPage.id, { text: TEXT, createdAt: new Date(t - 60_000) });
    const { scorer, inputs } = recordingScorer();
    await scoreMotion(db(), original.id, scorer);
    await scoreMotion(db(), copy.id, scorer);
    expect(inputs[0]!.others).toEqual([]);
    expect(inputs[1]!.others).toEqual([{ id: original.id, text: TEXT }]);
    expect((await row(original.id)).aiCriteria!.originality).toBe(100);
    expect((await row(copy.id)).aiCriteria!.originality).toBeLessThan(20);
  });

  it("marks a pending motion failed with an explanation, but never a scored one", async () => {
    const page = await insertPage();
    const pending = await insertMotion(page.id, { text: TEXT });
    const scored = await insertMotion(page.id, { text: TEXT, score: 55 });
    expect(await markScoringFailed(db(), pending.id)).toBe(true);
    expect(await markScoringFailed(db(), scored.id)).toBe(false);
    expect(await row(pending.id)).toMatchObject({ aiStatus: "failed", aiScore: null });
    expect((await row(pending.id)).aiExplanation).toMatch(/^Scoring failed:\n- /);
    expect((await row(scored.id)).aiStatus).toBe("scored");
  });
});
