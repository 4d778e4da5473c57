import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { commonMessages } from "../contract/messages";
import { moderationMessages } from "../contract/moderation";
import { PUBLIC_STATES, type HideRules, type ModerationState, type ReportReason } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { reports } from "../db/moderation-schema";
import { motions } from "../db/schema";
import { hideRules } from "../shared/config";
import { httpError } from "../shared/errors";
import { countedReports, crossesThreshold, hideThresholdOf, reportCounts, topCountedReason } from "./hide-threshold";
import { logIfLanded } from "./log-entry";
import { notifyAuthor } from "./notify-author";

// Reporting a motion (README.md, "Moderation"). One D1 batch (a transaction):
//   1. the report row, ON CONFLICT DO NOTHING (the primary key is motion + member: one report each), with
//      whether it counts towards hiding, decided by its INSERT from the member's rows (hide-threshold.ts);
//   2. only if statement 1 inserted (changes() = 1): the motion's open report count + 1, into the queue, and
//      hidden at once, under the reason they give most, when its counted reports since the last keep or restore
//      reach its threshold (the configured base, more for a motion with many votes, more again once cleared);
//   3. the log entry of that hide, only if statement 2 made the crossing (the motion names its log id).
// Batches run one at a time and a hidden motion is no longer public, so of any number of parallel reports
// exactly one crosses the threshold: one hide, one log entry, and the count equals the report rows.

const SYSTEM = { name: "Plaza", role: "system" } as const;

type ReportInput = { motionId: string; userId: string; reason: ReportReason; note?: string; /** The demo seed's back-dated time. */ at?: Date };

/** `env` configures the thresholds and mails the author; the demo seed passes its own rules and no mail. */
export type ReportEnv = { rules: HideRules; mail: Env | null };
export const reportEnv = (env: Env): ReportEnv => ({ rules: hideRules(env), mail: env });

export async function reportMotion(db: Db, env: ReportEnv, input: ReportInput) {
  const motion = await db.query.motions.findFirst({ where: eq(motions.id, input.motionId) });
  if (!motion) throw httpError(404, commonMessages.motionNotFound);
  if (motion.authorId === input.userId) throw httpError(400, moderationMessages.ownMotion);
  if (!PUBLIC_STATES.includes(motion.moderationState)) throw httpError(409, moderationMessages.notPublic);

  const { rules } = env;
  const now = input.at?.getTime() ?? Date.now();
  const logId = uuidv7();
  const crossing = crossesThreshold(motion.id, rules);
  // Only the reports that count choose the public reason, as only they hide it.
  const topReason = topCountedReason(motion.id);
  // After statement 2: in the queue before this report if another report is open or it waited already.
  const fromState = sql<ModerationState>`CASE WHEN ${motions.openReports} > 1 OR ${motions.reviewSince} < ${now} THEN 'review' ELSE 'published' END`;
  const note = sql<string>`'Reported by ' || ${countedReports(motion.id)} || ' members whose reports count (' || ${hideThresholdOf(rules)} || ' needed)'`;
  const counted = reportCounts(input.userId, now, rules);
  const [inserted, , logged] = await db.batch([
    db
      .insert(reports)
      .values({ motionId: motion.id, userId: input.userId, reason: input.reason, note: input.note || null, counted, createdAt: new Date(now) })
      .onConflictDoNothing(),
    db
      .update(motions)
      .set({
        moderationState: sql`CASE WHEN ${crossing} THEN 'hidden' WHEN ${motions.moderationState} = 'published' THEN 'review' ELSE ${motions.moderationState} END`,
        hiddenReason: sql`CASE WHEN ${crossing} THEN ${topReason} ELSE ${motions.hiddenReason} END`,
        lastDecisionId: sql`CASE WHEN ${crossing} THEN ${logId} ELSE ${motions.lastDecisionId} END`,
        openReports: sql`${motions.openReports} + 1`,
        reviewSince: sql`coalesce(${motions.reviewSince}, ${now})`,
      })
      .where(sql`${motions.id} = ${motion.id} AND changes() = 1`),
    logIfLanded(db, motion.id, logId, {
      action: "auto-hide",
      fromState,
      toState: "hidden",
      reason: motions.hiddenReason,
      note,
      by: SYSTEM,
      appeal: false,
      queuedAt: motions.reviewSince,
      at: now,
    }),
  ]);
  if ((inserted as D1Result).meta.changes === 0) throw httpError(409, moderationMessages.alreadyReported);
  if ((logged as D1Result).meta.changes === 1) await notifyAuthor(db, env.mail, logId);
  return { message: moderationMessages.reported };
}
