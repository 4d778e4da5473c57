import { sql } from "drizzle-orm";
import { VOTES_PER_REPORT, type HideRules } from "../contract/moderation-states";
import { reports } from "../db/moderation-schema";
import { motions, users, votes } from "../db/schema";
import { publicText } from "../db/text-visibility";
import { toVoteTime, votesOfMember } from "../db/vote-keys";

// The weight of reports (README.md, "Moderation"), as SQL the report's batch evaluates (reports.ts), so
// whether a report counts and whether a motion crossed its threshold are decided inside the transaction,
// never from a read before it: of any number of parallel reports exactly one crosses.

const DAY_MS = 86_400_000;

/**
 * Whether a report `userId` makes at `now` counts towards hiding: a verified account at least
 * `reporterMinAgeDays` old whose member had voted, or posted a motion that is public, by then.
 */
export const reportCounts = (userId: string, now: number, rules: HideRules) => sql<boolean>`coalesce((
  SELECT ${users.isVerified} = 1 AND ${users.createdAt} <= ${now - rules.reporterMinAgeDays * DAY_MS} AND (
    EXISTS (SELECT 1 FROM ${votes} WHERE ${votesOfMember(userId)} AND ${votes.castAt} <= ${toVoteTime(now)})
    OR EXISTS (SELECT 1 FROM ${motions} WHERE ${motions.authorId} = ${userId} AND ${motions.createdAt} <= ${now} AND ${publicText()}))
  FROM ${users} WHERE ${users.id} = ${userId}), 0)`;

/** The motion's open reports that count and were made since a moderator last kept or restored it. */
const counting = (motionId: string) => sql`${reports.motionId} = ${motionId} AND ${reports.resolvedAt} IS NULL AND ${reports.counted} = 1
  AND (${motions.clearedAt} IS NULL OR ${reports.createdAt} >= ${motions.clearedAt})`;

export const countedReports = (motionId: string) => sql<number>`(SELECT count(*) FROM ${reports} WHERE ${counting(motionId)})`;

/** The reason those reports give most (the earliest given on a tie): the public reason a crossing hides it under. */
export const topCountedReason = (motionId: string) => sql`(SELECT ${reports.reason} FROM ${reports} WHERE ${counting(motionId)}
  GROUP BY ${reports.reason} ORDER BY count(*) DESC, min(${reports.createdAt}) LIMIT 1)`;

/**
 * The motion's threshold, as `reportsToHide` (contract/moderation-states.ts) computes it, over the motion
 * row: max(hideAt, ceil(votes / VOTES_PER_REPORT)), times restoredFactor once cleared; NULL (never crossed)
 * when a cleared motion is for moderators alone to hide.
 */
export const hideThresholdOf = (rules: HideRules) => {
  // D1 binds every number as a REAL, which would make the division fractional: integers are cast.
  const int = (n: number) => sql`CAST(${n} AS INTEGER)`;
  const voteCount = sql`(${motions.upCount} + ${motions.downCount})`;
  const normal = sql<number>`max(${int(rules.hideAt)}, (${voteCount} + ${int(VOTES_PER_REPORT - 1)}) / ${int(VOTES_PER_REPORT)})`;
  const restored = rules.restoredFactor > 0 ? sql`${normal} * ${int(rules.restoredFactor)}` : sql`NULL`;
  return sql<number | null>`(CASE WHEN ${motions.clearedAt} IS NULL THEN ${normal} ELSE ${restored} END)`;
};

/** Whether the motion, as it stands in the batch, is public and has as many counted reports as it needs. */
export const crossesThreshold = (motionId: string, rules: HideRules) =>
  sql<boolean>`(${publicText()} AND ${countedReports(motionId)} >= ${hideThresholdOf(rules)})`;
