import { and, eq, isNull, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { commonMessages } from "../contract/messages";
import { moderationMessages, moveRefused } from "../contract/moderation";
import { MODERATION_MOVES, type ModerationAction, type ModerationState, type ReportReason } from "../contract/moderation-states";
import type { StaffRole } from "../contract/statuses";
import type { Db } from "../db/client";
import { appeals, reports } from "../db/moderation-schema";
import { motions } from "../db/schema";
import { httpError } from "../shared/errors";
import { logIfLanded } from "./log-entry";
import { notifyAuthor } from "./notify-author";

// A moderator's decision on a motion (README.md, "Moderation"): keep, hide (with a public reason), restore
// or approve, from the state the moderator saw. One batch (a D1 transaction) moves the motion only WHERE its
// state is still that one and names this decision's log id on it; the reports are resolved, an appeal
// decided and the log entry written only if the motion names that id, i.e. only if the move landed. Of two
// moderators deciding at once, the second changes nothing and gets 409. Keep and restore mark the motion
// cleared, which raises what reports alone need to hide it again. The author is told of hides and restores.

export type DecisionInput = {
  motionId: string;
  action: ModerationAction;
  expectedState: ModerationState;
  reason?: ReportReason;
  note?: string;
  by: { name: string; role: StaffRole };
  /** The demo seed's back-dated time. */
  at?: Date;
};

const stale = () => httpError(409, moderationMessages.stale);

/** `env` mails the author of a hidden or restored motion; without it (the demo seed) they are told in the app only. */
export async function decide(db: Db, env: Env | null, input: DecisionInput) {
  const motion = await db.query.motions.findFirst({ where: eq(motions.id, input.motionId) });
  if (!motion) throw httpError(404, commonMessages.motionNotFound);
  if (motion.moderationState !== input.expectedState) throw stale();
  const move = MODERATION_MOVES[input.action];
  if (!move.from.includes(motion.moderationState)) {
    throw httpError(input.action === "hide" && motion.moderationState === "removed" ? 409 : 400, moveRefused(input.action, motion.moderationState));
  }

  const logId = uuidv7();
  const now = input.at ?? new Date();
  const onAppeal = motion.moderationState === "appealed";
  const landed = sql`EXISTS (SELECT 1 FROM ${motions} WHERE ${motions.id} = ${motion.id} AND ${motions.lastDecisionId} = ${logId})`;
  const hidden = move.to === "removed";
  // A moderator vouched for it: only reports made from now on count, at the higher threshold (reports.ts).
  const clears = input.action === "keep" || input.action === "restore";
  const [moved] = await db.batch([
    db
      .update(motions)
      .set({ moderationState: move.to, hiddenReason: hidden ? input.reason! : null, openReports: 0, reviewSince: null, lastDecisionId: logId, ...(clears ? { clearedAt: now } : {}) })
      .where(and(eq(motions.id, motion.id), eq(motions.moderationState, input.expectedState))),
    db.update(reports).set({ resolvedAt: now }).where(and(eq(reports.motionId, motion.id), isNull(reports.resolvedAt), landed)),
    db
      .update(appeals)
      .set({ outcome: hidden ? "rejected" : "upheld", decidedAt: now })
      .where(and(eq(appeals.motionId, motion.id), isNull(appeals.outcome), sql`${onAppeal ? 1 : 0} = 1`, landed)),
    logIfLanded(db, motion.id, logId, {
      action: input.action,
      fromState: input.expectedState,
      toState: move.to,
      reason: hidden ? input.reason! : null,
      note: input.note || null,
      by: input.by,
      appeal: onAppeal,
      queuedAt: motion.reviewSince?.getTime() ?? null,
      at: now.getTime(),
    }),
  ]);
  // 0 rows: the state had moved on. (D1 counts the rows the site-counter triggers change too, so not "=== 1".)
  if ((moved as D1Result).meta.changes === 0) throw stale();
  // Keep and approve publish a motion its author never lost; hides and restores are theirs to hear about.
  if (input.action === "hide" || input.action === "restore") await notifyAuthor(db, env, logId);
  return { message: moderationMessages.decided, state: move.to };
}
