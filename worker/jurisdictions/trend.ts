import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { TREND_HALF_LIFE_DAYS } from "../contract/jurisdictions";
import { votes } from "../db/schema";
import { votedAtMs, votesOfMember } from "../db/vote-keys";

// Trending's hot score (README.md, "Trending"). Every vote counts ±1, halved for every TREND_HALF_LIFE_DAYS
// since it was cast: score(now) = Σ ±2^(−(now − castAt) / halfLife). Written as
//   score(now) = 2^(−(now − TREND_EPOCH) / halfLife) · Σ ±2^((castAt − TREND_EPOCH) / halfLife)
// the first factor is the same for every motion, so ordering by the sum alone, `motions.trend_key`, is
// ordering by the score now. The key changes only when a vote does (worker/motions/votes.ts, in the vote's own
// batch), never as time passes, so one index per scope keeps Trending in order (motions_trend_idx, …).
// Migration 0022 filled trend_key from the votes table with this same formula, and 0025 again from the vote
// times it kept (whole seconds): votes.ts computes a vote's weight from the second its row stores, so the key
// always equals the sum over the rows exactly.

/** The fixed time the keys are scaled to: 2026-01-01T00:00:00Z. Moving it means rewriting every key (README.md). */
export const TREND_EPOCH = Date.UTC(2026, 0, 1);
const HALF_LIFE_MS = TREND_HALF_LIFE_DAYS * 86_400_000;

type Direction = "up" | "down" | null;
const signOf = (direction: Direction) => (direction === "up" ? 1 : direction === "down" ? -1 : 0);

/** A vote cast at `castAt` (ms) as trend_key counts it: 2^((castAt − TREND_EPOCH) / halfLife). */
export const voteWeight = (castAt: number) => 2 ** ((castAt - TREND_EPOCH) / HALF_LIFE_MS);

/**
 * How a motion's trend_key moves when one member's vote goes from `prior` (cast at `priorAt`) to `next`, cast
 * `now`: a new vote adds its weight, a withdrawn one takes away the weight it was added with, a switched one
 * does both (the switched vote counts as cast now, and votes.ts stores that time with it).
 */
export const trendDelta = (prior: { direction: Direction; at: number | null }, next: Direction, now: number) =>
  signOf(next) * voteWeight(now) - (prior.at === null ? 0 : signOf(prior.direction) * voteWeight(prior.at));

/**
 * trend_key recomputed from a motion's vote rows, as migration 0022 filled it: for writers that insert votes in
 * bulk (the demo seed) rather than one vote at a time.
 */
export const trendKeyFromVotes = (motionSeq: SQLWrapper) => weightOfVotes(sql`${votes.motionSeq} = ${motionSeq}`);

/** The weight one member's vote on a motion (by its seq) added to its trend_key (0 without a vote): what removing it takes away. */
export const memberVoteWeight = (motionSeq: SQLWrapper, userId: string) => weightOfVotes(sql`${votes.motionSeq} = ${motionSeq} AND ${votesOfMember(userId)}`);

function weightOfVotes(where: SQL) {
  return sql<number>`coalesce((SELECT sum(CASE ${votes.up} WHEN 1 THEN 1.0 ELSE -1.0 END * pow(2.0, (${votedAtMs} - ${TREND_EPOCH}) / (${HALF_LIFE_MS} * 1.0))) FROM ${votes} WHERE ${where}), 0)`;
}
