import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { motions } from "../../db/schema";
import { rubricScorer } from "../../scoring/rubric/rubric-scorer";
import { scoreMotion } from "../../scoring/score-motion";
import { answerSeededMotions, type SeedPlace } from "./answer-motions";
import { moderateSeededMotions } from "./moderate-motions";

// What the demo seed does once its rows exist: score them, answer some and moderate a few, each through the
// code the queue and the back office use, so the demo shows the real thing.

/** Motions scored at once: D1 is local, so a few in flight are enough to hide its latency. */
const SCORING_CONCURRENCY = 8;

/**
 * The demo motions scored as the queue would, on each database, then answered where each is and moderated (on
 * Rivermouth's pages, on the directory) as the back office would. `places` lists the directory first.
 */
export const scoreAndAnswer = async (places: SeedPlace[], memberIds: string[], now: number) => {
  let scored = 0;
  for (const { db } of places) scored += await scoreSeededMotions(db, memberIds);
  return { scored, answered: await answerSeededMotions(places, memberIds, now), moderated: await moderateSeededMotions(places[0]!.db, memberIds, now) };
};

/**
 * Scores every pending motion posted by a demo member through the same service and rubric scorer the
 * queue uses, so demo data shows real analyses. Scored motions are skipped by the query and
 * by the service itself, which keeps the seed idempotent; motions left pending by an older seed get scored.
 */
const scoreSeededMotions = async (db: Db, memberIds: string[]) => {
  const pending = await db
    .select({ id: motions.id })
    .from(motions)
    .where(and(eq(motions.aiStatus, "pending"), inArray(motions.authorId, memberIds)));
  let scored = 0;
  let next = 0;
  const lane = async () => {
    while (next < pending.length) {
      const { outcome } = await scoreMotion(db, pending[next++]!.id, rubricScorer);
      if (outcome === "scored") scored++;
    }
  };
  await Promise.all(Array.from({ length: SCORING_CONCURRENCY }, lane));
  return scored;
};

