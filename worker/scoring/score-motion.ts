import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import { pages, motions } from "../db/schema";
import type { Db } from "../db/client";
import { publicText } from "../db/text-visibility";
import { quotedIdsIn } from "../shared/quoted-motions";
import { type Scorer, type ScoreResult } from "./types";

// The scoring service: load a motion with its page and the motions posted before it, score it, store the
// result. Delivery is at least once, so every write is conditional on the motion still being
// pending: a redelivered or concurrently delivered message can never overwrite a stored analysis.

/** How many earlier motions of the page originality is judged against (the most recent ones). */
const MAX_EARLIER_MOTIONS = 300;

export type ScoreOutcome =
  | { outcome: "scored"; result: ScoreResult }
  | { outcome: "already-scored" | "not-found" }
  /** Another delivery stored its analysis between our read and our write; theirs stands. */
  | { outcome: "lost-race"; result: ScoreResult };

export async function scoreMotion(db: Db, motionId: string, scorer: Scorer): Promise<ScoreOutcome> {
  const [row] = await db
    .select({
      id: motions.id,
      text: motions.text,
      aiStatus: motions.aiStatus,
      createdAt: motions.createdAt,
      pageId: motions.pageId,
      pageName: pages.name,
      pageDescription: pages.description,
    })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .where(eq(motions.id, motionId))
    .limit(1);
  if (!row) return { outcome: "not-found" };
  if (row.aiStatus !== "pending") return { outcome: "already-scored" };

  // Only motions posted before this one: the earlier of two similar motions is the original, and the
  // result does not change when newer motions arrive (re-scoring gives the same analysis). Only public ones:
  // a scorer never reads, nor quotes, the words of a hidden motion (README.md, "Moderation").
  const others = await db
    .select({ id: motions.id, text: motions.text })
    .from(motions)
    .where(
      and(
        eq(motions.pageId, row.pageId),
        ne(motions.id, row.id),
        publicText(),
        or(lt(motions.createdAt, row.createdAt), and(eq(motions.createdAt, row.createdAt), lt(motions.id, row.id))),
      ),
    )
    .orderBy(desc(motions.createdAt), desc(motions.id))
    .limit(MAX_EARLIER_MOTIONS);

  const result = await scorer.score({
    motion: { id: row.id, text: row.text },
    page: { name: row.pageName, description: row.pageDescription },
    others,
  });
  const written = await db
    .update(motions)
    .set({
      aiStatus: "scored",
      aiScore: result.score,
      aiCriteria: result.criteria,
      aiExplanation: result.explanation,
      aiQuotedIds: quotedIdsIn(result.explanation),
      aiModel: result.model,
      scoredAt: new Date(),
    })
    .where(and(eq(motions.id, row.id), eq(motions.aiStatus, "pending")))
    .returning({ id: motions.id });
  return written.length ? { outcome: "scored", result } : { outcome: "lost-race", result };
}

/** The explanation a motion gets when even the fallback could not score it (in the card format). */
const FAILED_EXPLANATION = [
  "Scoring failed:",
  "- Plaza could not analyse this motion, even with its rule-based fallback.",
  "- The motion stays listed and can be voted on; it simply has no score.",
].join("\n");

/** Marks a still-pending motion as failed, so it never waits for a score that will not come. */
export async function markScoringFailed(db: Db, motionId: string): Promise<boolean> {
  const written = await db
    .update(motions)
    .set({ aiStatus: "failed", aiExplanation: FAILED_EXPLANATION })
    .where(and(eq(motions.id, motionId), eq(motions.aiStatus, "pending")))
    .returning({ id: motions.id });
  return written.length > 0;
}
