import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { commonMessages } from "../contract/messages";
import { moderationMessages } from "../contract/moderation";
import { PUBLIC_STATES, type ReportReason } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { reports } from "../db/moderation-schema";
import { motions } from "../db/schema";
import { hideThreshold } from "../shared/config";
import { httpError } from "../shared/errors";
import { logIfLanded } from "./log-entry";
import { notifyAuthor } from "./notify-author";

// Reporting a motion (README.md, "Moderation"). One D1 batch (a transaction):
//   1. the report row, ON CONFLICT DO NOTHING (the primary key is motion + member: one report each);
//   2. the motion's open report count + 1 and its state, only if statement 1 inserted (changes() = 1): the
//      report that reaches MODERATION_HIDE_AT hides a public motion at once, under the most reported reason;
//   3. the log entry of that hide, only if statement 2 made exactly that crossing (changes() = 1 and the
//      count now equals the threshold).
// Batches run one at a time, so of any number of parallel reports exactly one crosses the threshold: one
// hide, one log entry, and the count equals the report rows.

const SYSTEM = { name: "Plaza", role: "system" } as const;

type ReportInput = { motionId: string; userId: string; reason: ReportReason; note?: string; /** The demo seed's back-dated time. */ at?: Date };

/** `env` configures the threshold and mails the author; the demo seed passes its threshold and no mail. */
export type ReportEnv = { hideAt: number; mail: Env | null };
export const reportEnv = (env: Env): ReportEnv => ({ hideAt: hideThreshold(env), mail: env });

export async function reportMotion(db: Db, env: ReportEnv, input: ReportInput) {
  const motion = await db.query.motions.findFirst({ where: eq(motions.id, input.motionId) });
  if (!motion) throw httpError(404, commonMessages.motionNotFound);
  if (motion.authorId === input.userId) throw httpError(400, moderationMessages.ownMotion);
  if (!PUBLIC_STATES.includes(motion.moderationState)) throw httpError(409, moderationMessages.notPublic);

  const { hideAt } = env;
  const now = input.at?.getTime() ?? Date.now();
  const logId = uuidv7();
  const crossing = sql`${motions.moderationState} IN ('published', 'review') AND ${motions.openReports} + 1 >= ${hideAt}`;
  const topReason = sql`(SELECT ${reports.reason} FROM ${reports} WHERE ${reports.motionId} = ${motion.id} AND ${reports.resolvedAt} IS NULL
    GROUP BY ${reports.reason} ORDER BY count(*) DESC, min(${reports.createdAt}) LIMIT 1)`;
  const [inserted, , logged] = await db.batch([
    db.insert(reports).values({ motionId: motion.id, userId: input.userId, reason: input.reason, note: input.note || null, createdAt: new Date(now) }).onConflictDoNothing(),
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
      fromState: hideAt === 1 ? "published" : "review",
      toState: "hidden",
      reason: motions.hiddenReason,
      note: `Reported by ${hideAt} members`,
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
